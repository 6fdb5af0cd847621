// Restoring from a backup is a hold. The request is a dry run: it names what
// will be overwritten (counts, sizes, the files that are newer now than in
// the backup and get replaced, databases and mailboxes overwritten or no
// longer there, the disk quota) and says a safety backup is taken first.
// On approval, in one transaction: the safety backup (a manual backup of the
// account as it is then), the restore row (queued) and its job. Nothing is
// overwritten until the job runs.
import { countOf } from '@contract/units';
import { spokenTime } from './spoken-time';
import type { Target } from '@contract/common';
import type { Deps } from '@server/core/deps';
import type { HoldExecutor, HoldPlan } from '@server/core/holds';
import { enqueue } from '@server/core/job-queue';
import { ApiError } from '@server/core/problem';
import { backupRestores } from '@server/db/schema/backups';
import { eq } from 'drizzle-orm';
import { assertChangeable, diskUsedOf, hostingAccountFor, type HostingAccount } from '@server/areas/hosting/public';
import { liveState, ownedBackup } from './backup-repository';
import { dryRun, planItems, type Scope } from './restore-plan';
import { ITEM_MS, RESTORE_JOB } from './restore-job';
import { MANUAL_RETENTION_DAYS } from './schedule';
import { MB, takeBackup } from './snapshot';

interface RestoreParams {
  target: Target;
  serviceId: number;
  backupId: string;
  scope: Scope;
  items: string[];
}

interface Asked {
  deps: Deps;
  body: { input: string; backup_id: string; scope: Scope; items: string[] };
  resolve(input: string): Promise<Target>;
  setAuditTarget(t: string): void;
}

async function freeBytes(deps: Deps, a: HostingAccount): Promise<number | null> {
  if (a.plan.diskMb === null) return null;
  const used = (await diskUsedOf(deps.db, deps.infra.databaseNode, [a])).get(a.service.id) ?? 0;
  return Math.max(0, (a.plan.diskMb - used) * MB);
}

export async function prepareRestore(c: Asked): Promise<HoldPlan> {
  const { deps, body } = c;
  const a = await hostingAccountFor(deps.db, c.resolve, body.input);
  assertChangeable(a);
  const backup = await ownedBackup(deps.db, a, body.backup_id, deps.clock.now());
  c.setAuditTarget(`backup ${backup.id}`);
  const plan = planItems(backup.manifest, body.scope, body.items, String(backup.id));
  const live = await liveState(deps.db, deps.infra.databaseNode, a);
  const dry = dryRun(plan, live, backup.createdAt, await freeBytes(deps, a));
  const name = a.service.domain ?? a.service.daUsername ?? `service ${a.service.id}`;
  const when = spokenTime(backup.createdAt);
  return {
    summary: `Restore ${body.scope === 'full' ? 'everything' : body.scope} of ${name} from the ${backup.kind} backup of ${when}`,
    target: a.target,
    // not irreversible: the safety backup taken first undoes it, and it can be cancelled while it runs
    irreversible: false,
    params: {
      target: a.target,
      serviceId: a.service.id,
      backupId: String(backup.id),
      scope: body.scope,
      items: body.items,
    } satisfies RestoreParams,
    preview: [
      { label: 'Hosting account', value: `${a.service.daUsername ?? a.service.id} (${name})` },
      { label: 'Backup', value: `The ${backup.kind} backup taken ${when}` },
      {
        label: 'Restoring',
        value: body.items.length
          ? `${body.scope}: ${body.items.join(', ')}`
          : `all ${body.scope === 'full' ? 'files, databases and mail' : body.scope}`,
      },
      {
        label: 'Items',
        value: `${countOf(plan.length, 'item', 'items')}, restored one by one; you can watch it and cancel it while it runs under Backups → Restores`,
      },
      ...dry.preview,
      {
        label: 'Safety backup',
        value: `Before anything is overwritten a manual backup of ${name} as it is then is taken and kept ${MANUAL_RETENTION_DAYS} days, so this restore can itself be undone`,
      },
      { label: 'Dry run', value: 'Nothing has been changed yet: this page only shows what the restore will do' },
    ],
  };
}

export const executeRestore: HoldExecutor = async (tx, action, deps) => {
  const p = action.params as unknown as RestoreParams;
  const now = deps.clock.now();
  const a = await hostingAccountFor(tx, async () => p.target, p.target.input);
  if (a.service.accountId !== action.accountId || a.service.id !== p.serviceId)
    throw new ApiError('not_owned', `Service ${p.serviceId} no longer belongs to this account`);
  assertChangeable(a);
  const backup = await ownedBackup(tx, a, p.backupId, now);
  const plan = planItems(backup.manifest, p.scope, p.items, p.backupId);
  const safety = await takeBackup(
    tx,
    deps.infra.databaseNode,
    a,
    'manual',
    now,
    `Safety backup taken before restoring from the ${backup.kind} backup of ${spokenTime(backup.createdAt)}`,
  );
  const [restore] = await tx
    .insert(backupRestores)
    .values({
      accountId: a.service.accountId,
      serviceId: a.service.id,
      backupId: backup.id,
      backupCreatedAt: backup.createdAt,
      domain: a.service.domain,
      scope: p.scope,
      items: p.items,
      status: 'queued',
      progress: 0,
      plan,
      safetyBackupId: safety.id,
      requestedAt: action.createdAt,
      detail: `Queued: ${countOf(plan.length, 'item', 'items')}; a safety backup of the account as it is now was taken first`,
    })
    .returning();
  const job = await enqueue(tx, now, {
    kind: RESTORE_JOB,
    accountId: a.service.accountId,
    subject: `restore ${restore!.id}`,
    payload: { restoreId: restore!.id, growth: 0 },
  });
  await tx.update(backupRestores).set({ jobId: job.id }).where(eq(backupRestores.id, restore!.id));
  return {
    restoreId: String(restore!.id),
    status: 'queued',
    items: plan.length,
    safetyBackupId: String(safety.id),
    estimatedSeconds: Math.ceil((plan.length * ITEM_MS) / 1000),
  };
};
