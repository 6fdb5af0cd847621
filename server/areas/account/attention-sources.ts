// The account's other attention items, each read in one query: invoices overdue or
// unpaid, suspended services, monitors down, and the latest backup copy or cron run
// that failed (a later success clears it: a failure already made good is not news).
// Reads only; the dates go out as timestamps and the dashboard words them.
import type { AttentionItem } from '@contract/account-attention';
import type { Db } from '@server/db/client';
import { money } from '@server/core/money';
import { unpaidInvoicesOf } from '@server/areas/billing/public';
import { servicesByIds, suspendedServicesOf } from '@server/areas/services/public';
import { monitorsDownOf } from '@server/areas/monitoring/public';
import { lastBackupAt, latestFailedBackupPerService } from '@server/areas/backups/public';
import { enabledJobsWithLatestRun } from '@server/areas/cron/public';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const invoicePath = (id: number) => `/billing/invoices/${id}`;

/** Invoices listed one by one; more are one line that opens the unpaid list (an account may hold thousands). */
const INVOICES_LISTED = 10;

/** Unpaid invoices (overdue once past their due date), leaving out those another item already asks to pay. */
export async function invoiceAttention(db: Db, accountId: number, now: Date, shown: Set<number>) {
  // Earliest due first (unpaidInvoicesOf's order): the ones listed are the most urgent.
  const unpaid = (await unpaidInvoicesOf(db, accountId)).filter((i) => !shown.has(i.id));
  const more = unpaid.length - INVOICES_LISTED;
  const rest: AttentionItem[] =
    more > 0
      ? [
          {
            kind: 'invoice.unpaid',
            severity: 'warning',
            subject: `${more} more unpaid invoice${more === 1 ? '' : 's'}`,
            title: 'Due later than the ones above: see them all in the list of invoices',
            dueAt: null,
            since: null,
            amount: null,
            action: { label: 'See unpaid invoices', path: '/billing/invoices?status=unpaid' },
          },
        ]
      : [];
  return unpaid
    .slice(0, INVOICES_LISTED)
    .map((i): AttentionItem => {
      const overdue = i.dueAt <= now;
      return {
        kind: overdue ? 'invoice.overdue' : 'invoice.unpaid',
        severity: overdue ? 'critical' : 'warning',
        subject: `Invoice ${i.number}`,
        title: overdue
          ? 'Overdue: pay it so the services it bills are not suspended'
          : 'Unpaid: pay it by its due date',
        dueAt: iso(i.dueAt),
        since: null,
        amount: money(i.totalCents, i.currency),
        action: { label: 'Pay invoice', path: invoicePath(i.id) },
      };
    })
    .concat(rest);
}

export async function suspendedServiceAttention(db: Db, accountId: number): Promise<AttentionItem[]> {
  const rows = await suspendedServicesOf(db, accountId);
  return rows.map((s) => ({
    kind: 'service.suspended',
    severity: 'critical',
    subject: s.displayName,
    title: s.suspendedReason ? `Suspended: ${s.suspendedReason}` : 'Suspended: its sites and mail do not answer',
    dueAt: null,
    since: null,
    amount: null,
    action: { label: 'Open the service', path: `/services/${s.id}` },
  }));
}

export async function monitorAttention(db: Db, accountId: number): Promise<AttentionItem[]> {
  const rows = await monitorsDownOf(db, accountId);
  return rows.map((m) => ({
    kind: 'monitor.down',
    severity: 'critical',
    subject: m.name,
    title: 'Down: the monitor gets no good answer',
    dueAt: null,
    since: iso(m.lastChangeAt),
    amount: null,
    action: { label: 'Open the monitor', path: `/monitoring/${m.id}` },
  }));
}

/** A failed backup copy of a service that no backup has made good since (a later nightly backup clears it). */
export async function backupAttention(db: Db, accountId: number): Promise<AttentionItem[]> {
  const records = await latestFailedBackupPerService(db, accountId);
  if (records.length === 0) return [];
  // Named by their service; a record whose service is gone is left out.
  const named = new Map((await servicesByIds(db, [...new Set(records.map((r) => r.serviceId))])).map((s) => [s.id, s]));
  const failed = records.flatMap((b) => {
    const s = named.get(b.serviceId);
    return s ? [{ b, s }] : [];
  });
  if (failed.length === 0) return [];
  const lastGood = await lastBackupAt(
    db,
    failed.map((f) => f.b.serviceId),
  );
  return failed.flatMap(({ b, s }): AttentionItem[] => {
    const good = lastGood.get(b.serviceId);
    if (good && good > b.startedAt) return [];
    return [
      {
        kind: 'backup.failed',
        severity: 'notice',
        subject: s.domain ?? s.displayName,
        title: `The latest backup failed${b.detail ? `: ${b.detail}` : ''}`,
        dueAt: null,
        since: iso(b.startedAt),
        amount: null,
        action: { label: 'Open backups', path: `/backups?input=${encodeURIComponent(s.domain ?? String(s.id))}` },
      },
    ];
  });
}

/** Enabled cron jobs whose latest run failed or was missed. */
export async function cronAttention(db: Db, accountId: number): Promise<AttentionItem[]> {
  const jobs = await enabledJobsWithLatestRun(db, accountId);
  return jobs.flatMap(({ job: j, run }): AttentionItem[] => {
    if (!run || run.outcome === 'succeeded') return [];
    return [
      {
        kind: 'cron.failed',
        severity: 'notice',
        subject: j.command,
        title:
          run.outcome === 'missed'
            ? 'Its latest run was missed'
            : `Its latest run failed${run.exitCode !== null ? ` with exit code ${run.exitCode}` : ''}`,
        dueAt: null,
        since: iso(run.startedAt ?? run.scheduledAt),
        amount: null,
        action: { label: 'Open the cron job', path: `/cron/${j.id}` },
      },
    ];
  });
}
