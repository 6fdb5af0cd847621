// The deliverability checks as functions of what receivers read and decide
// (DMARC and DKIM records as mailauth reads them, the zone's MX): each says
// pass / warn / fail / missing, why, and what record to publish instead. SPF,
// which needs the DNS itself, is in deliverability-spf.ts.
import { txtRecordValue, type DkimKey, type DmarcPolicy, type DmarcRecord } from '@server/areas/dns/public';

export type Status = 'pass' | 'warn' | 'fail' | 'missing';
export interface Suggested {
  name: string;
  type: 'TXT' | 'MX';
  priority: number | null;
  value: string;
}
export interface CheckResult {
  status: Status;
  record: string | null;
  detail: string;
  suggested: Suggested[];
}

export const SPF_INCLUDE = '_spf.panel-mail.net';
export const OWN_MX = [
  { host: 'mx1.panel-mail.net', priority: 10 },
  { host: 'mx2.panel-mail.net', priority: 20 },
];
export const DKIM_SELECTOR = 'default';

/** A TXT record to publish, in its zone-file form. */
export const txtSuggestion = (name: string, text: string): Suggested => ({
  name,
  type: 'TXT',
  priority: null,
  value: txtRecordValue(text),
});

type DmarcOutcome = 'pass' | 'fail' | 'none' | 'temperror' | 'neutral';

/**
 * `records` are the DMARC records at _dmarc as the library parsed them;
 * `ourMail` is the DMARC result receivers reach for mail sent from here
 * (given the SPF and DKIM checks), asked only when one record is published.
 */
export function checkDmarc(
  records: DmarcRecord[],
  domain: string,
  ourMail: DmarcOutcome | null,
): CheckResult & { policy: DmarcPolicy | null } {
  const suggested = [txtSuggestion('_dmarc', `v=DMARC1; p=quarantine; rua=mailto:dmarc@${domain}`)];
  if (records.length === 0)
    return {
      status: 'missing',
      record: null,
      policy: null,
      detail: 'No DMARC record at _dmarc: receivers get no policy for mail that fails SPF and DKIM.',
      suggested,
    };
  if (records.length > 1)
    return {
      status: 'fail',
      record: records.map((r) => r.text).join(' | '),
      policy: null,
      detail: 'More than one DMARC record: receivers ignore them all.',
      suggested,
    };
  const { text: record, policy: p, reports } = records[0]!;
  if (p === null)
    return {
      status: 'fail',
      record,
      policy: null,
      // RFC 7489 §6.6.3: without a valid p=, a record asking for reports counts as p=none; otherwise it is ignored.
      detail: `The DMARC record has no valid policy (p=none, quarantine or reject); receivers ${reports ? 'treat it as p=none' : 'ignore it'}.`,
      suggested,
    };
  if (p === 'none')
    return {
      status: 'warn',
      record,
      policy: p,
      detail: 'DMARC policy is "none": failing mail is only reported, not quarantined.',
      suggested,
    };
  if (ourMail !== 'pass')
    return {
      status: 'fail',
      record,
      policy: p,
      detail: `DMARC policy is "${p}", and mail sent from here does not pass DMARC (${ourMail ?? 'unknown'}: neither SPF nor DKIM passes for ${domain}), so receivers ${p === 'reject' ? 'reject' : 'quarantine'} it. Fix SPF or enable DKIM.`,
      suggested: [],
    };
  return {
    status: 'pass',
    record,
    policy: p,
    detail: `DMARC policy is "${p}"; mail sent from here passes DMARC.`,
    suggested: [],
  };
}

export function dkimRecordText(publicKey: string) {
  return `v=DKIM1; k=rsa; p=${publicKey}`;
}

/** `record` is the first TXT text at the selector (the one receivers read); `key` the library's read of it when signing is on. */
export function checkDkim(
  record: string | null,
  key: DkimKey | null,
  state: { enabled: boolean; publicKey: string | null },
): CheckResult & { selector: string | null } {
  const expected = state.publicKey ? dkimRecordText(state.publicKey) : null;
  const suggested = expected ? [txtSuggestion(`${DKIM_SELECTOR}._domainkey`, expected)] : [];
  const base = { record, selector: DKIM_SELECTOR };
  if (!state.enabled) {
    return record
      ? {
          ...base,
          status: 'warn',
          detail: 'A DKIM key is published, but signing is off: mail from here is not signed.',
          suggested,
        }
      : {
          ...base,
          status: 'missing',
          selector: null,
          detail: 'Mail from this domain is not DKIM-signed. Enable DKIM to publish a key and sign outgoing mail.',
          suggested,
        };
  }
  if (!record || !key)
    return {
      ...base,
      status: 'fail',
      detail: `DKIM signing is on, but no key is published at ${DKIM_SELECTOR}._domainkey: receivers cannot verify signatures.`,
      suggested,
    };
  if (!key.usable)
    return {
      ...base,
      status: 'fail',
      detail: key.revoked
        ? 'The published DKIM key is empty (revoked): receivers fail every signature.'
        : `Receivers cannot use the published DKIM key: ${key.reason}.`,
      suggested,
    };
  if (!key.matches)
    return { ...base, status: 'fail', detail: 'The published DKIM key is not the key mail is signed with.', suggested };
  return {
    ...base,
    status: 'pass',
    detail: `Outgoing mail is signed; the key is published at ${DKIM_SELECTOR}._domainkey.`,
    suggested: [],
  };
}

export function checkMx(
  hosts: { host: string; priority: number }[],
): CheckResult & { hosts: { host: string; priority: number }[] } {
  const suggested: Suggested[] = OWN_MX.map((m) => ({
    name: '@',
    type: 'MX',
    priority: m.priority,
    value: `${m.host}.`,
  }));
  const record = hosts.length ? hosts.map((h) => `${h.priority} ${h.host}`).join(', ') : null;
  if (hosts.length === 0)
    return {
      status: 'missing',
      record,
      hosts,
      detail: 'No MX records: mail to this domain cannot be delivered.',
      suggested,
    };
  const own = new Set(OWN_MX.map((m) => m.host));
  const foreign = hosts.filter((h) => !own.has(h.host));
  if (foreign.length === hosts.length) {
    return {
      status: 'warn',
      record,
      hosts,
      detail: `Mail for this domain goes to ${foreign.map((h) => h.host).join(', ')}, not to this service: mailboxes here receive no outside mail.`,
      suggested,
    };
  }
  if (foreign.length)
    return {
      status: 'warn',
      record,
      hosts,
      detail: `Some MX records point elsewhere (${foreign.map((h) => h.host).join(', ')}): part of the mail will not reach mailboxes here.`,
      suggested,
    };
  return {
    status: 'pass',
    record,
    hosts,
    detail: "MX records point to this service's mail exchangers.",
    suggested: [],
  };
}
