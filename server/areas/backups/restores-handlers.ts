// Restores: the hold that asks for one (restore-hold.ts), the account's
// restores with progress and outcome, one restore, and cancelling a queued or
// running one. Cancelling stops the job before its next item; what it already
// restored stays restored, and the detail says so. A finished restore is 409.
import { and, eq, inArray } from 'drizzle-orm';
import { countOf, doneOf } from '@contract/units';
import { backupsOps } from '@contract/backups';
import { implement } from '@server/core/area';
import { cancelJob } from '@server/core/job-queue';
import { paginate } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { backupRestores } from '@server/db/schema/backups';
import { hostingAccountFor } from '@server/areas/hosting/public';
import { ownedRestore, type RestoreRow } from './backup-repository';
import { presentRestore } from './presenter';
import { executeRestore, prepareRestore } from './restore-hold';

export default implement(backupsOps, {
  handlers: {
    async listRestores(ctx) {
      const { deps, query } = ctx;
      const a = await hostingAccountFor(deps.db, ctx.resolve, query.input);
      const page = await paginate({
        params: query,
        filter: and(
          eq(backupRestores.serviceId, a.service.id),
          query.status ? eq(backupRestores.status, query.status) : undefined,
        ),
        spec: { columns: [backupRestores.id], direction: 'desc', keyOf: (r: RestoreRow) => [r.id] },
        fetch: (where, orderBy, limit) =>
          deps.db
            .select()
            .from(backupRestores)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
        count: async (f) => (await deps.db.$count(backupRestores, f)) as number,
        map: presentRestore,
      });
      return { ...page, target: a.target };
    },

    async getRestore(ctx) {
      ctx.setAuditTarget(`restore ${ctx.params.restore}`);
      return presentRestore(await ownedRestore(ctx.deps.db, ctx.cred.accountId, ctx.params.restore));
    },

    async cancelRestore(ctx) {
      const { deps, params } = ctx;
      ctx.setAuditTarget(`restore ${params.restore}`);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const r = await ownedRestore(tx, ctx.cred.accountId, params.restore);
        const done = r.plan.filter((i) => i.state === 'restored');
        const failed = r.plan.filter((i) => i.state === 'failed').length;
        const kept = done.length
          ? `what was already restored stays restored (${done
              .slice(0, 5)
              .map((i) => i.name)
              .join(', ')}${done.length > 5 ? ', …' : ''})`
          : 'nothing had been restored yet';
        const failedText = failed ? `; ${countOf(failed, 'item', 'items')} failed before the cancel` : '';
        const [row] = await tx
          .update(backupRestores)
          .set({
            status: 'cancelled',
            finishedAt: now,
            startedAt: r.startedAt,
            detail: `Cancelled with ${doneOf(done.length + failed, r.plan.length, ['item', 'items'], 'done')}: ${kept}${failedText}. The safety backup taken before the restore holds the account as it was then`,
          })
          // conditional, so a restore the job finished a moment ago is not marked cancelled
          .where(and(eq(backupRestores.id, r.id), inArray(backupRestores.status, ['queued', 'running'])))
          .returning();
        if (!row)
          throw new ApiError(
            'conflict',
            `This restore is ${r.status.replace('_', ' ')} already; only a queued or running restore can be cancelled`,
          );
        if (r.jobId !== null) await cancelJob(tx, r.jobId, now);
        return presentRestore(row);
      });
    },
  },
  holds: {
    requestBackupRestore: { prepare: prepareRestore, execute: executeRestore },
  },
});
