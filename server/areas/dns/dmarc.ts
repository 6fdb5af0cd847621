// DMARC (RFC 7489) as receivers read it, by mailauth: which TXT texts at
// _dmarc are DMARC records and their tags, and whether mail from a domain
// passes DMARC given what SPF and DKIM authenticated.
import type { MailDns } from './mail-dns';

// mailauth loads on the first mail check, not with the server: a quarter second of every start (ADR 025).
const dmarcRecordOf = () => import('mailauth/lib/dmarc/get-dmarc-record.js');
const mailauthDmarc = () => import('mailauth/lib/dmarc/index.js');

export type DmarcPolicy = 'none' | 'quarantine' | 'reject';
const POLICIES: readonly string[] = ['none', 'quarantine', 'reject'] satisfies DmarcPolicy[];

export interface DmarcRecord {
  text: string;
  /** The p= tag when it is one of the three policies; null when absent or unknown. */
  policy: DmarcPolicy | null;
  /** Whether a rua= tag is there (RFC 7489 §6.6.3: then a record without a valid p= counts as p=none). */
  reports: boolean;
}

/** The texts that are DMARC records, each parsed by the library on its own (as if it were the only one published). */
export async function dmarcRecords(domain: string, texts: string[]): Promise<DmarcRecord[]> {
  const out: DmarcRecord[] = [];
  for (const text of texts) {
    const parsed = await (await dmarcRecordOf()).default(domain, async () => [[text]]);
    if (!parsed) continue;
    const p = typeof parsed.p === 'string' ? parsed.p.trim().toLowerCase() : '';
    out.push({
      text: parsed.rr,
      policy: POLICIES.includes(p) ? (p as DmarcPolicy) : null,
      reports: typeof parsed.rua === 'string' && parsed.rua.trim() !== '',
    });
  }
  return out;
}

/** A receiver's DMARC result for mail from `domain` whose SPF and/or DKIM passed for that same domain. */
export async function dmarcResult(
  dns: MailDns,
  domain: string,
  authenticated: { spf: boolean; dkim: boolean },
): Promise<'pass' | 'fail' | 'none' | 'temperror' | 'neutral'> {
  const { dmarc } = await mailauthDmarc();
  const res = await dmarc({
    headerFrom: `postmaster@${domain}`,
    spfDomains: authenticated.spf ? [domain] : [],
    dkimDomains: authenticated.dkim ? [{ id: domain, domain }] : [],
    resolver: dns.resolve,
  });
  return res ? res.status.result : 'none';
}
