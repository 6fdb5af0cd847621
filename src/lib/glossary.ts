// The dashboard's one glossary (issue 32, ADR 033): every status and state the contract sends, in
// the words and the tone (badge colour) a customer reads. A screen never writes its own word for a
// status: the same value reads the same on the list, the detail page, the overview and the palette.
// Each group is held to its contract enum by the compiler (`satisfies`), and glossary.test.ts
// fails when the contract gains a value that has no words here. Sizes and counts are said here
// too, in the one unit system of contract/units.ts with the digits of the account's locale.
// The words of domains and of billing are in glossary-domains.ts and glossary-billing.ts, a Term
// and its tones in glossary-term.ts (split for size, issue 35).
import type { AuditEvent, Onelink } from '@contract/account';
import type { CmsSiteStatus } from '@contract/apps-cms';
import type { ContentStatus } from '@contract/apps-cms-content';
import type { AppTask, AppTaskStatus } from '@contract/apps-shared';
import type { AccountBackupRecord, RestoreStatus } from '@contract/backups';
import type { HoldStatus } from '@contract/common';
import type { CronRun } from '@contract/cron';
import type { CheckResult, HealthStatus } from '@contract/diagnostics';
import type { HealthCheck, dnsCheckOps } from '@contract/dns-checks';
import type { emailDomainOps } from '@contract/email-domain';
import type { MailLogLine, QueuedMessage } from '@contract/email-messages';
import type { HostingResource, HostingStatus } from '@contract/hosting';
import type { MigrationStageProgress, MigrationStatus } from '@contract/migrations';
import type { MonitorStatus } from '@contract/monitoring';
import type { VpsStatus } from '@contract/vps';
import { RESTORE_STATUS_TERMS } from '@contract/restore-words';
import * as units from '@contract/units';
import { displayLocale } from './format-preferences';
import { billingGlossary } from './glossary-billing';
import { domainGlossary } from './glossary-domains';
import { t, type Of, type Terms, type Term, type Tone } from './glossary-term';

/** A mailbox is suspended or not (the contract sends `isSuspended`); the glossary names both. */
export type MailboxState = 'active' | 'suspended';
export const mailboxState = (isSuspended: boolean): MailboxState => (isSuspended ? 'suspended' : 'active');

export const glossary = {
  ...domainGlossary,
  ...billingGlossary,

  // Hosting, backups, migrations
  hosting: {
    active: t('Active', 'success'),
    suspended: t('Suspended', 'danger'),
    pending: t('Being set up', 'info'),
    cancelled: t('Cancelled', 'neutral'),
  } satisfies Terms<Of<typeof HostingStatus>>,
  hostingResource: {
    active: t('Active', 'success'),
    inactive: t('Inactive', 'neutral'),
    expiring: t('Expiring', 'warning'),
    expired: t('Expired', 'danger'),
    pending: t('Being set up', 'info'),
  } satisfies Terms<Of<typeof HostingResource>['status']>,
  backupRun: {
    running: t('Running', 'info'),
    completed: t('Completed', 'success'),
    failed: t('Failed', 'danger'),
  } satisfies Terms<Of<typeof AccountBackupRecord>['status']>,
  // Shared with the backups screen's first frame, which the served page draws.
  restore: RESTORE_STATUS_TERMS satisfies Terms<Of<typeof RestoreStatus>>,
  migration: {
    requested: t('Filed', 'info'),
    scheduled: t('Scheduled', 'info'),
    in_progress: t('In progress', 'warning'),
    completed: t('Completed', 'success'),
    cancelled: t('Cancelled', 'neutral'),
    failed: t('Failed', 'danger'),
  } satisfies Terms<Of<typeof MigrationStatus>>,
  migrationStage: {
    pending: t('Not started', 'neutral'),
    active: t('Working', 'info'),
    done: t('Done', 'success'),
    skipped: t('Nothing to do', 'neutral'),
  } satisfies Terms<Of<typeof MigrationStageProgress>['state']>,

  // Applications
  appTask: {
    queued: t('Queued', 'neutral'),
    running: t('Running', 'info'),
    succeeded: t('Succeeded', 'success'),
    failed: t('Failed', 'danger'),
  } satisfies Terms<Of<typeof AppTaskStatus>>,
  appTaskStep: {
    running: t('Running', 'info'),
    succeeded: t('Done', 'success'),
    failed: t('Failed', 'danger'),
    skipped: t('Skipped', 'neutral'),
  } satisfies Terms<Of<typeof AppTask>['steps'][number]['status']>,
  cmsContent: {
    publish: t('Published', 'success'),
    draft: t('Draft', 'neutral'),
    pending: t('Pending review', 'warning'),
    private: t('Private', 'info'),
    future: t('Scheduled', 'info'),
    trash: t('In the trash', 'danger'),
  } satisfies Terms<Of<typeof ContentStatus>>,
  cmsSiteHealth: {
    good: t('Good', 'success'),
    should_improve: t('Should be improved', 'warning'),
    critical: t('Critical', 'danger'),
  } satisfies Terms<Of<typeof CmsSiteStatus>['siteHealth']>,

  // Servers, monitoring, diagnostics
  vps: {
    running: t('Running', 'success'),
    stopped: t('Stopped', 'neutral'),
    stopping: t('Stopping', 'warning'),
    booting: t('Booting', 'info'),
    suspended: t('Suspended', 'danger'),
    provisioning: t('Being set up', 'info'),
    unknown: t('State unknown', 'warning'),
  } satisfies Terms<Of<typeof VpsStatus>>,
  monitor: {
    up: t('Up', 'success'),
    down: t('Down', 'danger'),
    paused: t('Paused', 'neutral'),
    pending: t('Not checked yet', 'info'),
  } satisfies Terms<Of<typeof MonitorStatus>>,
  diagnostics: {
    critical: t('Problems found', 'danger'),
    warning: t('Warnings', 'warning'),
    ok: t('All good', 'success'),
    unknown: t('Could not check', 'neutral'),
  } satisfies Terms<Of<typeof HealthStatus>>,
  diagnosticsCheck: {
    fail: t('Problem', 'danger'),
    warn: t('Warning', 'warning'),
    pass: t('Passed', 'success'),
    unknown: t('Could not check', 'neutral'),
  } satisfies Terms<Of<typeof CheckResult>>,
  cronRun: {
    succeeded: t('Succeeded', 'success'),
    failed: t('Failed', 'danger'),
    missed: t('Missed', 'warning'),
  } satisfies Terms<Of<typeof CronRun>['outcome']>,

  // DNS and email
  zoneHealth: {
    healthy: t('Healthy', 'success'),
    degraded: t('Degraded', 'warning'),
    broken: t('Not served', 'danger'),
  } satisfies Terms<Of<(typeof dnsCheckOps)['getDnsHealth']['response']>['status']>,
  zoneCheck: {
    pass: t('Passed', 'success'),
    warn: t('Warning', 'warning'),
    fail: t('Problem', 'danger'),
  } satisfies Terms<Of<typeof HealthCheck>['status']>,
  mailCheck: {
    pass: t('Passed', 'success'),
    warn: t('Warning', 'warning'),
    fail: t('Problem', 'danger'),
    missing: t('Missing', 'danger'),
  } satisfies Terms<Of<(typeof emailDomainOps)['checkDeliverability']['response']>['spf']['status']>,
  mailbox: {
    active: t('Active', 'success'),
    suspended: t('Suspended', 'danger'),
  } satisfies Terms<MailboxState>,
  mailLog: {
    received: t('Received', 'info'),
    delivered: t('Delivered', 'success'),
    deferred: t('Deferred, retrying', 'warning'),
    bounced: t('Bounced', 'danger'),
    rejected: t('Rejected', 'danger'),
    spam: t('Marked as spam', 'warning'),
  } satisfies Terms<Of<typeof MailLogLine>['status']>,
  mailQueue: {
    active: t('Sending', 'info'),
    deferred: t('Deferred, retrying', 'warning'),
    hold: t('On hold', 'neutral'),
  } satisfies Terms<Of<typeof QueuedMessage>['status']>,

  // The account
  confirmation: {
    confirmation_required: t('Awaiting approval', 'warning'),
    approved: t('Approved', 'success'),
    rejected: t('Rejected', 'neutral'),
    expired: t('Expired', 'neutral'),
    failed: t('Failed', 'danger'),
  } satisfies Terms<Of<typeof HoldStatus>>,
  auditOutcome: {
    success: t('Done', 'success'),
    held: t('Awaiting approval', 'info'),
    approved: t('Approved', 'success'),
    rejected: t('Rejected', 'neutral'),
    failed: t('Failed', 'danger'),
    denied: t('Refused', 'warning'),
  } satisfies Terms<Of<typeof AuditEvent>['outcome']>,
  onelink: {
    active: t('Not opened yet', 'info'),
    used: t('Opened', 'neutral'),
    expired: t('Expired', 'warning'),
  } satisfies Terms<Of<typeof Onelink>['status']>,
} as const;

export type GlossaryGroup = keyof typeof glossary;
/** The values a group has words for: `StatusOf<'domain'>` is the registrar status union. */
export type StatusOf<G extends GlossaryGroup> = keyof (typeof glossary)[G] & string;

/**
 * The words of a value that may be newer than this dashboard (a state a server added since it was
 * built): said as sent, in a warning tone, rather than as nothing.
 */
export function termOrSent<G extends GlossaryGroup>(group: G, value: string): Term {
  return (glossary[group] as Record<string, Term | undefined>)[value] ?? { label: value, tone: 'warning' };
}

/** Every value's words, for a filter's options or a table's status column. */
export function labelsOf<G extends GlossaryGroup>(group: G): Record<StatusOf<G>, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(glossary[group] as Record<string, Term>)) out[k] = v.label;
  return out as Record<StatusOf<G>, string>;
}

/** Every value's tone, for a table's status column. */
export function tonesOf<G extends GlossaryGroup>(group: G): Record<StatusOf<G>, Tone> {
  const out: Record<string, Tone> = {};
  for (const [k, v] of Object.entries(glossary[group] as Record<string, Term>)) out[k] = v.tone;
  return out as Record<StatusOf<G>, Tone>;
}

// Sizes and counts as every screen says them: the server's words (contract/units.ts), the digits
// in the account's locale like every other number on screen (ADR 030).

/** A size in bytes: "812 B", "4.1 kB", "25.3 GB". */
export const formatBytes = (bytes: number) => units.formatBytes(bytes, displayLocale());
/** A size the contract gives in megabytes: "950 MB", "25.3 GB". */
export const formatMegabytes = (mb: number) => units.formatMegabytes(mb, displayLocale());
/** A size the contract gives in gigabytes (a server's disk): "80 GB", "1.2 TB". */
export const formatGigabytes = (gb: number) => units.formatMegabytes(gb * 1000, displayLocale());
/** "25.9 GB of 51.2 GB". */
export const megabytesOf = (usedMb: number, limitMb: number) => units.megabytesOf(usedMb, limitMb, displayLocale());
/** A rate given in kilobytes a second: "800 kB/s", "12.5 MB/s". */
export const formatKilobytesPerSecond = (kbps: number) => units.formatKilobytesPerSecond(kbps, displayLocale());
/** "1 item", "2 items". */
export const countOf = (n: number, one: string, other: string) => units.countOf(n, one, other, displayLocale());
/** "1 item restored", "All 3 items restored", "2 of 3 items restored". */
export const doneOf = (done: number, total: number, noun: readonly [string, string], verb: string) =>
  units.doneOf(done, total, noun, verb, displayLocale());
