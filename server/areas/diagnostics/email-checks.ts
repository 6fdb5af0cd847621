// Email health of a domain (or one mailbox of it): where its MX sends mail and
// whether that host accepts it, SPF/DKIM/DMARC as the email area judges them,
// mailbox quotas, the outgoing queue and the last day's bounces. A record
// check that cannot be read (zone elsewhere), or that is not ours to judge (no
// mail hosted here), is unknown rather than a problem.
import { dnsOps } from '@contract/dns';
import { formatMegabytes, megabytesOf } from '@contract/units';
import { emailOps } from '@contract/email';
import { readZone, txtRecordText, type HostedZone } from '@server/areas/dns/public';
import { mailFacts, type MailFacts } from '@server/areas/email/public';
import type { Deps } from '@server/core/deps';
import { probeHost, type ProbeResult } from '@server/infra/mail-network';
import { actionFor, fail, fixWith, pass, unknown, warn, type Check } from './check';

const OWN_MX_HOSTS = ['mx1.panel-mail.net', 'mx2.panel-mail.net'];
/** The largest quota a mailbox may have (the contract's QuotaMb). */
const MAX_QUOTA_MB = 1_048_576;
type Status = 'pass' | 'warn' | 'fail' | 'missing';

/** The fix for mail that should come here: our MX template (the apex MX set and SPF, replaced at once). */
export const ownMxFix = (domain: string) =>
  fixWith(
    `Point the MX records at this service's mail exchangers (${OWN_MX_HOSTS.join(', ')}) with the "own" MX template`,
    actionFor(dnsOps.applyMxTemplate, { body: { input: domain, template: 'own' } }),
  );

const hostedEvidence = (f: MailFacts) => [
  ...(f.mailboxes.length ? [`mailboxes here: ${f.mailboxes.map((m) => m.address).join(', ')}`] : []),
  ...(f.forwarders.length ? [`forwarders here: ${f.forwarders.join(', ')}`] : []),
];

const probeLine = (p: ProbeResult) =>
  p.reachable ? `${p.host} (${p.addresses.join(', ')}): ${p.banner}` : `${p.host}: ${p.error}`;

/** The MX check: where mail for the domain goes, and whether the exchangers take it. */
export async function mxCheck(deps: Deps, domain: string, f: MailFacts): Promise<Check> {
  const base = { id: 'mx', label: 'MX records' };
  if (!f.mx)
    return unknown({
      ...base,
      detail: `The DNS zone of ${domain} is not hosted here, so its MX records cannot be read`,
    });
  const hosts = f.mx;
  const records = hosts.map((h) => `MX ${h.priority} ${h.host}`);
  const now = deps.clock.now();
  const probes = await Promise.all(hosts.map((h) => probeHost(deps.db, h.host, 25, now)));
  const evidence = [...records, ...probes.map(probeLine), ...hostedEvidence(f)];
  const foreign = hosts.filter((h) => !OWN_MX_HOSTS.includes(h.host));
  if (!f.hostedHere) {
    if (!hosts.length) return pass({ ...base, detail: `${domain} publishes no MX and has no mail here`, evidence });
    if (foreign.length < hosts.length)
      return warn(
        {
          ...base,
          detail: `Mail for ${domain} comes here, but no mailbox or forwarder accepts it: it bounces`,
          evidence,
        },
        fixWith(`Create a mailbox or a forwarder on ${domain}, or point its MX at the provider that hosts its mail`),
      );
    return pass({
      ...base,
      detail: `Mail for ${domain} is handled by ${foreign.map((h) => h.host).join(', ')}`,
      evidence,
    });
  }
  if (!hosts.length)
    return fail(
      { ...base, detail: `${domain} has mailboxes here but publishes no MX: senders cannot deliver to it`, evidence },
      ownMxFix(domain),
    );
  if (foreign.length === hosts.length) {
    const accepting = probes.filter((p) => p.reachable);
    return accepting.length === 0
      ? fail(
          {
            ...base,
            detail: `The MX records send mail for ${domain} to ${foreign.map((h) => h.host).join(', ')}, which does not accept it, so mail to the addresses here bounces`,
            evidence,
          },
          ownMxFix(domain),
        )
      : warn(
          {
            ...base,
            detail: `Mail for ${domain} goes to ${foreign.map((h) => h.host).join(', ')}, not to this service: the mailboxes here receive no outside mail`,
            evidence,
          },
          ownMxFix(domain),
        );
  }
  if (foreign.length)
    return warn(
      {
        ...base,
        detail: `Some MX records point elsewhere (${foreign.map((h) => h.host).join(', ')}): part of the mail does not reach the mailboxes here`,
        evidence,
      },
      ownMxFix(domain),
    );
  return probes.every((p) => p.reachable)
    ? pass({ ...base, detail: "MX records point at this service's mail exchangers, which accept mail", evidence })
    : warn({ ...base, detail: 'One of our mail exchangers does not answer right now', evidence });
}

const verdict = (s: Status) => (s === 'missing' ? 'warn' : s);

/** Make `text` the TXT record at `name`: replace the one there (its id) or add one. */
function txtAction(zone: HostedZone, domain: string, name: string, text: string, match: (t: string) => boolean) {
  const existing = zone.records.find((r) => r.type === 'TXT' && r.name === name && match(txtRecordText(r.value)));
  const record = { type: 'TXT', name, ttl: 3600, value: text };
  return existing
    ? actionFor(dnsOps.updateDnsRecord, { body: { input: domain, id: String(existing.id), record } })
    : actionFor(dnsOps.createDnsRecord, { body: { input: domain, record } });
}

function authChecks(domain: string, f: MailFacts, zone: HostedZone | null): Check[] {
  const d = f.deliverability;
  const ids = [
    ['spf', 'SPF'],
    ['dkim', 'DKIM'],
    ['dmarc', 'DMARC'],
  ] as const;
  if (!d || !zone)
    return ids.map(([id, label]) =>
      unknown({
        id,
        label,
        detail: `The DNS zone of ${domain} is not hosted here, so its ${label} record cannot be read`,
      }),
    );
  if (!f.hostedHere)
    return ids.map(([id, label]) =>
      unknown({
        id,
        label,
        detail: `No mail of ${domain} is hosted here, so its ${label} is set by the provider that sends its mail`,
      }),
    );
  const out: Check[] = [];
  const spf = d.spf;
  const spfText = spf.suggested[0] ? txtRecordText(spf.suggested[0].value) : null;
  out.push(
    verdict(spf.status) === 'pass'
      ? pass({ id: 'spf', label: 'SPF', detail: spf.detail, evidence: spf.record ? [spf.record] : [] })
      : (verdict(spf.status) === 'fail' ? fail : warn)(
          { id: 'spf', label: 'SPF', detail: spf.detail, evidence: spf.record ? [spf.record] : [] },
          fixWith(
            spfText ? `Publish the SPF record "${spfText}"` : 'Correct the SPF record',
            spfText ? txtAction(zone, domain, '@', spfText, (t) => /^v=spf1(\s|$)/i.test(t)) : null,
          ),
        ),
  );
  const dkim = d.dkim;
  const dkimEvidence = dkim.record ? [`${dkim.selector}._domainkey: ${dkim.record.slice(0, 80)}`] : [];
  out.push(
    verdict(dkim.status) === 'pass'
      ? pass({ id: 'dkim', label: 'DKIM', detail: dkim.detail, evidence: dkimEvidence })
      : (verdict(dkim.status) === 'fail' ? fail : warn)(
          { id: 'dkim', label: 'DKIM', detail: dkim.detail, evidence: dkimEvidence },
          fixWith(
            'Enable DKIM signing: it publishes the key in the zone',
            actionFor(emailOps.enableDkim, { body: { input: domain } }),
          ),
        ),
  );
  const dmarc = d.dmarc;
  const dmarcText = dmarc.suggested[0] ? txtRecordText(dmarc.suggested[0].value) : null;
  out.push(
    verdict(dmarc.status) === 'pass'
      ? pass({ id: 'dmarc', label: 'DMARC', detail: dmarc.detail, evidence: dmarc.record ? [dmarc.record] : [] })
      : (verdict(dmarc.status) === 'fail' ? fail : warn)(
          { id: 'dmarc', label: 'DMARC', detail: dmarc.detail, evidence: dmarc.record ? [dmarc.record] : [] },
          fixWith(
            dmarcText
              ? `Publish the DMARC record "${dmarcText}"`
              : 'Make mail from here pass SPF or DKIM (see those checks)',
            // Several records are replaced by hand; one missing or broken record is written in one call.
            dmarcText && dmarc.status === 'missing'
              ? txtAction(zone, domain, '_dmarc', dmarcText, (t) => /^v=DMARC1/i.test(t))
              : null,
          ),
        ),
  );
  return out;
}

function quotaCheck(f: MailFacts, mailbox: string | null): Check {
  const base = { id: 'mailbox_quota', label: 'Mailbox quota' };
  const boxes = f.mailboxes.filter((m) => mailbox === null || m.address === mailbox);
  if (mailbox && !boxes.length && f.forwarders.includes(mailbox))
    return pass({ ...base, detail: `${mailbox} is a forwarder: it stores no mail of its own` });
  if (!boxes.length)
    return mailbox
      ? fail({ ...base, detail: `${mailbox} is not a mailbox here: mail to it bounces unless a forwarder takes it` })
      : unknown({ ...base, detail: 'The domain has no mailboxes here' });
  const share = (m: (typeof boxes)[number]) => (m.quotaMb ? m.usedMb / m.quotaMb : 0);
  const evidence = boxes.map(
    (m) =>
      `${m.address}: ${m.quotaMb ? megabytesOf(m.usedMb, m.quotaMb) : `${formatMegabytes(m.usedMb)} of unlimited`}`,
  );
  const full = boxes.filter((m) => share(m) >= 1);
  const near = boxes.filter((m) => share(m) >= 0.9 && share(m) < 1);
  const suspended = boxes.filter((m) => m.isSuspended);
  const worst = [...full, ...near].sort((a, b) => share(b) - share(a))[0];
  const raise = worst
    ? fixWith(
        `Raise the quota of ${worst.address}`,
        actionFor(emailOps.changeMailboxQuota, {
          body: {
            input: worst.address,
            // double, up to a whole GB of the decimal units every screen counts in (ADR 033)
            quota_mb: Math.min(Math.ceil((worst.quotaMb! * 2) / 1000) * 1000, MAX_QUOTA_MB),
          },
        }),
      )
    : null;
  if (full.length)
    return fail(
      { ...base, detail: `${full.map((m) => m.address).join(', ')} is full: new mail to it bounces`, evidence },
      raise,
    );
  if (suspended.length)
    return warn(
      { ...base, detail: `${suspended.map((m) => m.address).join(', ')} is suspended: it receives no mail`, evidence },
      fixWith('Unsuspend the mailbox in the email area'),
    );
  if (near.length)
    return warn(
      { ...base, detail: `${near.map((m) => m.address).join(', ')} is over 90% of its quota`, evidence },
      raise,
    );
  return pass({ ...base, detail: 'Every mailbox has room', evidence });
}

function queueChecks(f: MailFacts): Check[] {
  const queue = f.queue.length
    ? warn(
        {
          id: 'mail_queue',
          label: 'Outgoing queue',
          detail: `${f.queue.length} message${f.queue.length === 1 ? '' : 's'} waiting to be delivered`,
          evidence: f.queue.map(
            (q) => `${q.id} to ${q.recipients.join(', ')}: ${q.lastError ?? q.status} (${q.attempts} attempts)`,
          ),
        },
        fixWith('The queue retries on its own; look at the error of each message'),
      )
    : pass({ id: 'mail_queue', label: 'Outgoing queue', detail: 'Nothing waits in the outgoing queue' });
  const bounces = f.bounces.length
    ? warn({
        id: 'bounces',
        label: 'Bounces',
        detail: `${f.bounces.length} message${f.bounces.length === 1 ? '' : 's'} bounced in the last 24 hours`,
        evidence: f.bounces.map((b) => `${b.at.toISOString()} ${b.from} → ${b.to}: ${b.detail}`),
      })
    : pass({ id: 'bounces', label: 'Bounces', detail: 'No bounces in the last 24 hours' });
  return [queue, bounces];
}

/** `auth: false` leaves out SPF, DKIM and DMARC (they ask the DNS the way receivers do, which takes a while). */
export async function emailChecks(
  deps: Deps,
  accountId: number,
  domain: string,
  mailbox: string | null,
  o: { auth: boolean } = { auth: true },
) {
  const [facts, zone] = await Promise.all([mailFacts(deps, accountId, domain, o), readZone(deps.db, domain)]);
  const mx = await mxCheck(deps, domain, facts);
  return [mx, ...(o.auth ? authChecks(domain, facts, zone) : []), quotaCheck(facts, mailbox), ...queueChecks(facts)];
}
