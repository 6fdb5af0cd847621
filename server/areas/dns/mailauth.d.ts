// Types for the parts of mailauth 4 (plain CommonJS, no typings of its own)
// that the SPF, DKIM and DMARC checks use. Shapes read from its lib/ sources.

/**
 * What the library asks of DNS, in node:dns's shapes: TXT as arrays of
 * character-strings, MX as {exchange, priority}, A/AAAA/PTR as strings. A
 * missing name throws code ENOTFOUND, a name without that type ENODATA.
 */
type MailauthResolve = (name: string, type: string) => Promise<unknown[]>;

declare module 'mailauth/lib/spf/index.js' {
  export interface SpfResponse {
    domain: string;
    'client-ip': string;
    helo?: string;
    'envelope-from'?: string;
    /** The SPF record evaluated (absent when none or several were found). */
    rr?: string;
    status: {
      result: 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'permerror' | 'temperror';
      /** `<mta>: <explanation>`. */
      comment?: string;
    };
    /** DNS lookups spent on the terms that count toward RFC 7208's limit (the first TXT query is free). */
    lookups?: { limit: number; count: number; void: number; subqueries: Record<string, number> };
  }
  export function spf(opts: {
    sender: string;
    ip: string;
    helo?: string;
    mta?: string;
    maxResolveCount?: number;
    maxVoidCount?: number;
    resolver?: MailauthResolve;
  }): Promise<SpfResponse>;
}

declare module 'mailauth/lib/dmarc/get-dmarc-record.js' {
  /** The tags of the one DMARC record at _dmarc.<domain> (or its organizational domain); false when none or several. */
  export default function getDmarcRecord(
    domain: string,
    resolver?: MailauthResolve,
  ): Promise<(Record<string, string | number | boolean> & { rr: string; isOrgRecord: boolean }) | false>;
}

declare module 'mailauth/lib/dmarc/index.js' {
  export interface DmarcResponse {
    status: { result: 'pass' | 'fail' | 'none' | 'temperror' | 'neutral'; comment?: string };
    domain: string;
    policy?: string;
    p?: string;
    sp?: string;
    rr?: string;
    error?: string;
  }
  export function dmarc(opts: {
    headerFrom: string;
    spfDomains: string[];
    dkimDomains: { id?: string; domain: string; aligned?: string; underSized?: number }[];
    resolver?: MailauthResolve;
  }): Promise<DmarcResponse | false>;
}

declare module 'mailauth/lib/tools.js' {
  /** A receiver's read of a DKIM key record: throws (code EINVALIDVAL, EINVALIDVER, EINVALIDTYPE, ESHORTKEY) when unusable. */
  export function getPublicKey(
    type: 'DKIM' | 'ARC',
    name: string,
    minBitLength?: number,
    resolver?: MailauthResolve,
  ): Promise<{ publicKey: string; rr: string; modulusLength?: number }>;
  /** A tag=value header (or, prefixed `DNS: TXT;`, a key record) split into its tags. */
  export function parseDkimHeaders(header: string): { parsed?: Record<string, { value: string } | undefined> };
}
