// The four deliverability checks as pure functions of a zone's records: each
// says pass / warn / fail / missing, why, and what record to publish instead.
import { txtRecordValue } from '@server/areas/dns/public';

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

const txt = (name: string, text: string): Suggested => ({
  name,
  type: 'TXT',
  priority: null,
  value: txtRecordValue(text),
});
const SPF_TERM =
  /^[+\-~?]?(all|include:[^\s]+|a(:[^\s/]+)?(\/\d{1,3})?|mx(:[^\s/]+)?(\/\d{1,3})?|ptr(:[^\s]+)?|ip4:\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|ip6:[0-9a-f:]+(\/\d{1,3})?|exists:[^\s]+)$/i;
const SPF_MODIFIER = /^(redirect|exp)=[^\s]+$/i;

/** The SPF record the service suggests: the customer's own terms kept, ours added, ending in ~all. */
export function suggestSpf(existing: string | null): string {
  const terms = (existing ?? '')
    .split(/\s+/)
    .slice(1)
    .filter((t) => SPF_TERM.test(t) && !/all$/i.test(t) && !/^redirect=/i.test(t));
  if (!terms.some((t) => t.toLowerCase() === `include:${SPF_INCLUDE}`)) terms.unshift(`include:${SPF_INCLUDE}`);
  return ['v=spf1', ...terms, '~all'].join(' ');
}

export function checkSpf(apexTxt: string[]): CheckResult {
  const spf = apexTxt.filter((t) => /^v=spf1(\s|$)/i.test(t.trim()));
  const fix = (existing: string | null) => [txt('@', suggestSpf(existing))];
  if (spf.length === 0) {
    return {
      status: 'missing',
      record: null,
      detail: 'No SPF record: receivers cannot tell which servers may send mail for this domain.',
      suggested: fix(null),
    };
  }
  if (spf.length > 1) {
    return {
      status: 'fail',
      record: spf.join(' | '),
      detail: `${spf.length} SPF records are published; receivers treat that as a permanent error. Merge them into one.`,
      suggested: fix(spf[0]!),
    };
  }
  const record = spf[0]!.trim();
  const terms = record.split(/\s+/).slice(1);
  const bad = terms.find((t) => !SPF_TERM.test(t) && !SPF_MODIFIER.test(t));
  if (bad)
    return {
      status: 'fail',
      record,
      detail: `The SPF record is invalid: "${bad}" is not an SPF mechanism, so receivers ignore the whole record (permerror).`,
      suggested: fix(record),
    };
  const lookups = terms.filter((t) => /^[+\-~?]?(include:|a\b|a:|mx\b|mx:|ptr|exists:|redirect=)/i.test(t)).length;
  if (lookups > 10)
    return {
      status: 'fail',
      record,
      detail: `The SPF record needs ${lookups} DNS lookups; at most 10 are allowed (permerror).`,
      suggested: fix(record),
    };
  const ours = terms.some(
    (t) => /^\+?include:_spf\.panel-mail\.net$/i.test(t) || /^redirect=_spf\.panel-mail\.net$/i.test(t),
  );
  if (!ours)
    return {
      status: 'fail',
      record,
      detail: `The SPF record does not include ${SPF_INCLUDE}, so mail sent from mailboxes here fails SPF.`,
      suggested: fix(record),
    };
  const all = terms.find((t) => /^[+\-~?]?all$/i.test(t));
  if (all && /^\+?all$/i.test(all))
    return {
      status: 'fail',
      record,
      detail: '"+all" lets every server on the internet send as this domain.',
      suggested: fix(record),
    };
  if (!all && !terms.some((t) => /^redirect=/i.test(t)))
    return {
      status: 'warn',
      record,
      detail: 'The SPF record has no "all" term, so mail from other servers is neither passed nor failed.',
      suggested: fix(record),
    };
  if (all && /^\?all$/i.test(all))
    return {
      status: 'warn',
      record,
      detail: '"?all" is neutral: mail from other servers is not marked as failing.',
      suggested: fix(record),
    };
  return {
    status: 'pass',
    record,
    detail: `SPF authorizes this service's mail servers (${SPF_INCLUDE}).`,
    suggested: [],
  };
}

export function dmarcTags(record: string): Record<string, string> {
  return Object.fromEntries(
    record
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => {
        const i = p.indexOf('=');
        return [p.slice(0, i).trim().toLowerCase(), p.slice(i + 1).trim()];
      }),
  );
}

export function checkDmarc(
  dmarcTxt: string[],
  domain: string,
): CheckResult & { policy: 'none' | 'quarantine' | 'reject' | null } {
  const recs = dmarcTxt.filter((t) => /^v=DMARC1\s*(;|$)/i.test(t.trim()));
  const suggested = [txt('_dmarc', `v=DMARC1; p=quarantine; rua=mailto:dmarc@${domain}`)];
  if (recs.length === 0)
    return {
      status: 'missing',
      record: null,
      policy: null,
      detail: 'No DMARC record at _dmarc: receivers get no policy for mail that fails SPF and DKIM.',
      suggested,
    };
  if (recs.length > 1)
    return {
      status: 'fail',
      record: recs.join(' | '),
      policy: null,
      detail: 'More than one DMARC record: receivers ignore them all.',
      suggested,
    };
  const record = recs[0]!.trim();
  const p = dmarcTags(record).p?.toLowerCase();
  if (p !== 'none' && p !== 'quarantine' && p !== 'reject') {
    return {
      status: 'fail',
      record,
      policy: null,
      detail: 'The DMARC record has no valid policy (p=none, quarantine or reject).',
      suggested,
    };
  }
  if (p === 'none')
    return {
      status: 'warn',
      record,
      policy: p,
      detail: 'DMARC policy is "none": failing mail is only reported, not quarantined.',
      suggested,
    };
  return { status: 'pass', record, policy: p, detail: `DMARC policy is "${p}".`, suggested: [] };
}

export function dkimRecordText(publicKey: string) {
  return `v=DKIM1; k=rsa; p=${publicKey}`;
}

export function checkDkim(
  dkimTxt: string[],
  state: { enabled: boolean; publicKey: string | null },
): CheckResult & { selector: string | null } {
  const record = dkimTxt.find((t) => /(^|;)\s*(v=DKIM1|p=)/i.test(t)) ?? null;
  const published = record ? (dmarcTags(record).p ?? '') : null;
  const expected = state.publicKey ? dkimRecordText(state.publicKey) : null;
  const suggested = expected ? [txt(`${DKIM_SELECTOR}._domainkey`, expected)] : [];
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
  if (!record)
    return {
      ...base,
      status: 'fail',
      detail: `DKIM signing is on, but no key is published at ${DKIM_SELECTOR}._domainkey: receivers cannot verify signatures.`,
      suggested,
    };
  if (published === '')
    return { ...base, status: 'fail', detail: 'The published DKIM key is empty (revoked).', suggested };
  if (published !== state.publicKey)
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
