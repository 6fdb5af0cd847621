// A restore runs item by item through the job runner: each step restores one
// item (a file written back into the home directory with the backup's size
// and time, a database or mailbox checked to still exist), records it in the
// plan and moves the progress. An item fails on its own and the rest go on: a
// file that no longer fits the disk quota, a database dropped or a mailbox
// deleted since the backup. The last step writes the report: completed,
// partially completed or failed. A cancelled restore is left as it is.
import { countOf, doneOf, formatMegabytes } from '@contract/units';
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { backupRestores, type RestorePlanItem } from '@server/db/schema/backups';
import type { Deps } from '@server/core/deps';
import type { JobStep } from '@server/core/job-queue';
import { accountOfService, diskUsedOf, type HostingAccount } from '@server/areas/hosting/public';
import { tellRestoreFinished } from '@server/areas/notifications/public';
import { backupById, liveState, type RestoreRow } from './backup-repository';
import { writeHomeFiles } from './home-files';
import { MB } from './snapshot';

export const RESTORE_JOB = 'backups.restore';
const ITEM = ['item', 'items'] as const;

/** Time between two items, so a person can watch (and stop) a restore. */
export const ITEM_MS = 1000;
export const FINISHED = ['completed', 'partially_completed', 'failed', 'cancelled'];

/** Bytes counted in the panel's megabytes (the quota's unit), said as every other size is. */
const mb = (bytes: number) => formatMegabytes(bytes / MB);

async function applyItem(
  tx: Tx,
  deps: Deps,
  a: HostingAccount,
  r: RestoreRow,
  it: RestorePlanItem,
  growth: number,
): Promise<{ reason: string | null; growth: number }> {
  const live = await liveState(tx, deps.infra.databaseNode, a);
  if (it.part === 'databases')
    return live.databases.has(it.name)
      ? { reason: null, growth: growth + it.sizeBytes - live.databases.get(it.name)! }
      : {
          reason: `the database ${it.name} was dropped after the backup; create it again, then restore it`,
          growth,
        };
  if (it.part === 'email')
    return live.mailboxes.has(it.name)
      ? { reason: null, growth: growth + it.sizeBytes - live.mailboxes.get(it.name)! }
      : { reason: `the mailbox ${it.name} was deleted after the backup; create it again, then restore it`, growth };
  const adds = it.sizeBytes - (live.files.get(it.name)?.sizeBytes ?? 0);
  const limitMb = a.plan.diskMb;
  if (limitMb !== null && adds > 0) {
    const usedMb = (await diskUsedOf(tx, deps.infra.databaseNode, [a])).get(a.service.id) ?? 0;
    const free = limitMb * MB - usedMb * MB - growth;
    if (adds > free)
      return {
        reason: `it no longer fits the disk quota: it needs ${mb(adds)} more and ${mb(Math.max(0, free))} of ${formatMegabytes(limitMb)} is free`,
        growth,
      };
  }
  const backup = await backupById(tx, r.backupId);
  const kept = backup?.manifest.files.find((f) => f.path === it.name);
  const at = kept?.modifiedAt ? new Date(kept.modifiedAt) : r.backupCreatedAt;
  await writeHomeFiles(tx, a.service.id, [{ path: it.name, sizeBytes: it.sizeBytes, modifiedAt: at }]);
  return { reason: null, growth: growth + adds };
}

/** The report of a restore whose items are all done. */
export function outcomeOf(plan: RestorePlanItem[]): { status: string; detail: string } {
  const ok = plan.filter((i) => i.state === 'restored').length;
  const failed = plan.filter((i) => i.state === 'failed');
  const list = failed
    .slice(0, 10)
    .map((i) => `${i.name} (${i.reason})`)
    .join('; ');
  const more = failed.length > 10 ? ` and ${failed.length - 10} more` : '';
  if (!failed.length) return { status: 'completed', detail: doneOf(ok, plan.length, ITEM, 'restored') };
  if (!ok)
    return {
      status: 'failed',
      detail:
        plan.length === 1
          ? `The item could not be restored: ${list}`
          : `None of the ${countOf(plan.length, ...ITEM)} could be restored: ${list}${more}`,
    };
  return {
    status: 'partially_completed',
    detail: `${doneOf(ok, plan.length, ITEM, 'restored')}; ${failed.length} failed: ${list}${more}`,
  };
}

export const restoreStep: JobStep<Deps> = async (tx, job, deps) => {
  const now = deps.clock.now();
  const id = Number(job.payload.restoreId);
  const [r] = await tx.select().from(backupRestores).where(eq(backupRestores.id, id)).for('update');
  if (!r || FINISHED.includes(r.status)) return { state: 'done', stage: r ? r.status : 'gone' };
  const a = await accountOfService(tx, r.serviceId);
  const plan = r.plan.map((i) => ({ ...i }));
  const next = plan.find((i) => i.state === 'pending');
  let growth = Number(job.payload.growth ?? 0);
  if (next) {
    const done = await applyItem(tx, deps, a, r, next, growth);
    growth = done.growth;
    next.state = done.reason ? 'failed' : 'restored';
    next.reason = done.reason;
  }
  const finished = plan.filter((i) => i.state !== 'pending').length;
  const progress = plan.length ? Math.floor((finished * 100) / plan.length) : 100;
  if (finished === plan.length) {
    const { status, detail } = outcomeOf(plan);
    await tx
      .update(backupRestores)
      .set({ plan, status, detail, progress: 100, startedAt: r.startedAt ?? now, finishedAt: now })
      .where(eq(backupRestores.id, id));
    await tellRestoreFinished(tx, deps, {
      accountId: r.accountId,
      restoreId: r.id,
      domain: r.domain ?? a.service.domain ?? 'your site',
      status,
      detail,
    });
    return { state: 'done', stage: status, result: { status } };
  }
  const detail = `Restoring: ${doneOf(finished, plan.length, ITEM, 'done')}${next ? ` (last: ${next.name}${next.reason ? `, failed: ${next.reason}` : ''})` : ''}`;
  await tx
    .update(backupRestores)
    .set({ plan, status: 'running', progress, detail, startedAt: r.startedAt ?? now })
    .where(eq(backupRestores.id, id));
  return { state: 'running', progress, stage: detail, runInMs: ITEM_MS, payload: { ...job.payload, growth } };
};
