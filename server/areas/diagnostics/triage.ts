// Symptom-driven triage: the groups of checks that matter for what the
// customer reports, run in parallel; the likely cause is the worst finding and
// the next steps are the fixes in order. Unknown checks are shown, never blamed.
// Without a symptom ("something is wrong, I don't know what") every group runs
// whole (ADR 019).
import type { z } from 'zod';
import type { Symptom } from '@contract/diagnostics';
import { formatBytes, formatMegabytes, megabytesOf } from '@contract/units';
import { mailFacts } from '@server/areas/email/public';
import { ownedService, type ServiceRow } from '@server/areas/services/public';
import type { Deps } from '@server/core/deps';
import { fail, fixWith, pass, problems, unknown, warn, type Check } from './check';
import { directorySizes, largestBelow, toMb } from './disk-tree';
import { diskEntries } from './disk-usage';
import { dnsChecks } from './dns-checks';
import { nodeAddresses } from './node-addresses';
import { emailChecks } from './email-checks';
import { loginBlockCheck } from './firewall-checks';
import { serviceChecks } from './service-checks';
import { urlOf, type Subject } from './target';
import { websiteChecks } from './website-checks';

type SymptomName = z.infer<typeof Symptom>;

export interface Run {
  deps: Deps;
  subject: Subject;
  accountId: number;
  detail: string | undefined;
}
type Group = (r: Run) => Promise<Check[]>;

const only = (checks: Check[], ids?: string[]) => (ids ? checks.filter((c) => ids.includes(c.id)) : checks);
const noHosting = (r: Run, id: string, label: string) =>
  unknown({
    id,
    label,
    detail: `${r.subject.domain} is not served by a hosting account here, so its node cannot be checked`,
  });

const dns =
  (ids?: string[]): Group =>
  async (r) => {
    const facts = await mailFacts(r.deps, r.accountId, r.subject.domain, { auth: false });
    const { checks } = await dnsChecks(r.deps, r.subject.domain, {
      node: nodeAddresses(r.subject.account),
      mailHostedHere: facts.hostedHere,
    });
    return only(checks, ids);
  };

const email =
  (ids?: string[]): Group =>
  async (r) => {
    const auth = !ids || ids.some((id) => ['spf', 'dkim', 'dmarc'].includes(id));
    return only(await emailChecks(r.deps, r.accountId, r.subject.domain, r.subject.target.mailbox, { auth }), ids);
  };

const website =
  (ids?: string[]): Group =>
  async (r) =>
    only((await websiteChecks(r.deps, urlOf(r.subject), r.subject.domain, r.subject.account)).checks, ids);

/** The service behind the subject: its hosting account, else the domain's registration. */
export async function subjectService(r: Pick<Run, 'deps' | 'subject' | 'accountId'>): Promise<ServiceRow | null> {
  if (r.subject.account) return r.subject.account.service;
  const id = r.subject.target.domainServiceId;
  return id === null ? null : ownedService(r.deps.db, r.accountId, id);
}

const service =
  (ids?: string[]): Group =>
  async (r) => {
    const svc = await subjectService(r);
    return svc ? only(await serviceChecks(r.deps, svc), ids) : [];
  };

const firewall: Group = async (r) =>
  r.subject.account
    ? [await loginBlockCheck(r.deps, r.subject.input, r.subject.account, r.detail)]
    : [noHosting(r, 'firewall', 'Firewall blocks')];

export const diskCheck: Group = async (r) => {
  const a = r.subject.account;
  if (!a) return [noHosting(r, 'disk', 'Disk space')];
  const dirs = directorySizes(await diskEntries(r.deps, a));
  const used = toMb(dirs.get('/')!.bytes);
  const quota = a.plan.diskMb;
  const evidence = [
    `${quota === null ? `${formatMegabytes(used)} of unlimited` : megabytesOf(used, quota)} used`,
    ...largestBelow(dirs, '/', 2)
      .slice(0, 5)
      .map((d) => `${d.path}: ${formatBytes(d.bytes)}`),
  ];
  const base = { id: 'disk', label: 'Disk space', evidence };
  const fix = fixWith(
    `Remove what is not needed from the largest directories, or upgrade the hosting plan (${a.plan.plan})`,
  );
  if (quota === null) return [pass({ ...base, detail: 'The plan has no disk limit' })];
  const share = used / quota;
  if (share >= 1)
    return [fail({ ...base, detail: 'The disk quota is full: uploads, mail and database writes fail' }, fix)];
  if (share >= 0.9) return [warn({ ...base, detail: `The disk is ${Math.round(share * 100)}% full` }, fix)];
  return [pass({ ...base, detail: `${Math.round(share * 100)}% of the disk quota is used` })];
};

const SYMPTOMS: Record<SymptomName, Group[]> = {
  site_down: [
    website(['resolution', 'http', 'tls']),
    dns(['delegation', 'web_records']),
    service(['service_status', 'unpaid_invoices', 'node']),
  ],
  site_slow: [website(['http', 'resources', 'error_log']), service(['node'])],
  site_errors: [website(['http', 'error_log', 'resources'])],
  ssl_error: [website(['tls', 'resolution']), dns(['web_records'])],
  mail_bouncing: [email(['mx', 'mailbox_quota', 'bounces']), dns(['delegation']), service(['service_status'])],
  email_not_receiving: [email(['mx', 'mailbox_quota', 'bounces']), dns(['delegation']), service(['service_status'])],
  email_not_sending: [email(['spf', 'dkim', 'dmarc', 'mail_queue', 'bounces']), firewall, service(['service_status'])],
  dns_not_resolving: [dns()],
  cannot_log_in: [firewall, email(['mailbox_quota']), service(['service_status'])],
  cannot_connect: [firewall, website(['resolution', 'http']), service(['node'])],
  disk_full: [diskCheck, email(['mailbox_quota'])],
};

/**
 * No symptom: every group, whole. Causes before their effects, so that among findings of the same
 * weight the one that explains the others leads: the service (suspended, unpaid), then the domain's
 * DNS, then what rests on them (the website, mail), then the node's disk and firewalls.
 */
const EVERYTHING: Group[] = [service(), dns(), website(), email(), diskCheck, firewall];

export async function triage(r: Run, symptom: SymptomName | undefined) {
  const groups = symptom ? SYMPTOMS[symptom] : EVERYTHING;
  const checks = (await Promise.all(groups.map((g) => g(r)))).flat();
  const found = problems(checks);
  const worst = found[0];
  return {
    checks,
    likelyCause: worst ? `${worst.label}: ${worst.detail}` : null,
    nextSteps: found.flatMap((c) => (c.fix ? [c.fix.summary] : [])),
  };
}
