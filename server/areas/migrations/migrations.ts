// Migration requests: the held request (nothing is stored or emailed until a
// person approves; approval files it, emails support and queues the work),
// the list, one migration, and cancelling one that has not started.
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { migrationsOps } from '@contract/migrations';
import type { Db } from '@server/db/client';
import { domains, migrations } from '@server/db/schema';
import { implement } from '@server/core/area';
import { cancelJob, enqueue } from '@server/core/jobs';
import { paginate } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { MIGRATION_JOB, PICKUP_MS, notify } from './job';
import { toMigration, toSummary, type MigrationRow } from './present';
import { describeWork, fileRequest, planWork, previewOf, type SealedSecrets } from './request';
import { migrationKey, reseal } from './secret-box';

/** More open migrations than this and support asks the customer to wait for those. */
const MAX_OPEN = 5;
const OPEN = ['requested', 'scheduled', 'in_progress'];

async function owned(db: Db, accountId: number, id: string): Promise<MigrationRow> {
  const [row] = await db
    .select()
    .from(migrations)
    .where(eq(migrations.id, Number(id)));
  // The spec lists no 404 for migrations: one that is not this account's (or none) is not_owned.
  if (!row || row.accountId !== accountId)
    throw new ApiError('not_owned', `Migration ${id} is not one of this account's migrations`);
  return row;
}

export default implement(migrationsOps, {
  handlers: {
    async listMigrations({ deps, cred, query }) {
      return paginate({
        params: query,
        spec: { columns: [migrations.id], direction: 'desc', keyOf: (r: MigrationRow) => [r.id] },
        filter: and(
          eq(migrations.accountId, cred.accountId),
          query.status ? eq(migrations.status, query.status) : undefined,
        ),
        fetch: (where, orderBy, limit) =>
          deps.db
            .select()
            .from(migrations)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
        count: async (f) => (await deps.db.select({ n: count() }).from(migrations).where(f))[0]!.n,
        map: toSummary,
      });
    },
    async getMigration({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(`migration ${params.migration}`);
      return toMigration(await owned(deps.db, cred.accountId, params.migration));
    },
    async cancelMigration({ deps, cred, params, body, setAuditTarget }) {
      setAuditTarget(`migration ${params.migration}`);
      const row = await owned(deps.db, cred.accountId, params.migration);
      const now = deps.clock.now();
      const reason = body?.reason?.trim();
      const done = await deps.db.transaction(async (tx) => {
        const message = `Cancelled by ${cred.userEmail ?? cred.name}${reason ? `: ${reason}` : ''}`;
        const [updated] = await tx
          .update(migrations)
          .set({
            status: 'cancelled',
            cancelledAt: now,
            updatedAt: now,
            controlPanelPasswordEnc: null,
            ftpPasswordEnc: null,
            emailSecretsEnc: null,
            events: [...row.events, { at: now.toISOString(), status: 'cancelled', message }],
          })
          .where(and(eq(migrations.id, row.id), inArray(migrations.status, ['requested', 'scheduled'])))
          .returning();
        if (!updated) {
          const [current] = await tx.select().from(migrations).where(eq(migrations.id, row.id));
          throw new ApiError(
            'conflict',
            current!.status === 'in_progress'
              ? `Migration ${row.id} has started (${current!.stage.replace('_', ' ')}); it can no longer be cancelled here, contact support`
              : `Migration ${row.id} is ${current!.status}; only a migration that has not started can be cancelled`,
          );
        }
        if (row.jobId) await cancelJob(tx, row.jobId, now);
        await notify(
          tx,
          deps,
          updated,
          'migration_cancelled',
          `Migration #${row.id} was cancelled by the customer`,
          `${message}.\nNo work is needed.\n`,
        );
        return updated;
      });
      return toMigration(done);
    },
  },
  holds: {
    requestMigration: {
      async prepare({ deps, cred, body }) {
        const key = await migrationKey(deps.db);
        const { filed, secrets, sourceHost } = fileRequest(body, key);
        const work = planWork(filed);
        if (filed.domains.length) {
          const taken = await deps.db
            .select({ name: domains.name })
            .from(domains)
            .where(and(inArray(domains.name, filed.domains), ne(domains.accountId, cred.accountId)));
          if (taken.length)
            throw new ApiError(
              'domain_not_owned',
              `${taken.map((d) => d.name).join(', ')} ${taken.length === 1 ? 'is' : 'are'} on another account here and cannot be migrated into this one`,
            );
        }
        const [open] = await deps.db
          .select({ n: count() })
          .from(migrations)
          .where(and(eq(migrations.accountId, cred.accountId), inArray(migrations.status, OPEN)));
        if (open!.n >= MAX_OPEN)
          throw new ApiError(
            'conflict',
            `${open!.n} migrations of this account are still open; wait for one to finish or cancel one before filing another`,
          );
        return {
          summary: `File a migration from ${sourceHost ?? 'another host'}: ${describeWork(work)}`,
          params: { request: filed, secrets, source_host: sourceHost, work },
          preview: previewOf(filed, work),
        };
      },
      async execute(tx, action, deps) {
        const p = action.params as {
          request: Record<string, unknown>;
          secrets: SealedSecrets;
          source_host: string | null;
          work: MigrationRow['work'];
        };
        const now = deps.clock.now();
        const key = await migrationKey(deps.db, tx, now);
        // At rest each secret gets a fresh random IV (the hold's parameters were sealed deterministically).
        const rest = (s: string | null) => (s ? reseal(key, s) : null);
        const [row] = await tx
          .insert(migrations)
          .values({
            accountId: action.accountId,
            status: 'requested',
            stage: 'queued',
            sourceHost: p.source_host,
            request: p.request,
            controlPanelPasswordEnc: rest(p.secrets.control_panel_password),
            ftpPasswordEnc: rest(p.secrets.ftp_password),
            emailSecretsEnc: rest(p.secrets.email),
            work: p.work,
            events: [
              { at: now.toISOString(), status: 'requested', message: 'Migration request filed; support notified' },
            ],
            pendingActionId: action.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const job = await enqueue(tx, now, {
          kind: MIGRATION_JOB,
          accountId: action.accountId,
          subject: `migration:${row!.id}`,
          payload: { migrationId: row!.id },
          runInMs: PICKUP_MS,
        });
        await tx.update(migrations).set({ jobId: job.id }).where(eq(migrations.id, row!.id));
        const lines = action.preview.map((i) => `${i.label}: ${i.value}`).join('\n');
        await notify(
          tx,
          deps,
          row!,
          'migration_filed',
          `New migration #${row!.id} from ${p.source_host ?? 'another host'}`,
          `A customer filed a migration (account ${action.accountId}).\n\n${lines}\n\nSource passwords are stored encrypted with the request; they are not in this email.\n`,
        );
        return {
          migrationId: row!.id,
          status: row!.status,
          work: describeWork(p.work),
          migrationUrl: `${deps.config.appUrl}/migrations/${row!.id}`,
        };
      },
    },
  },
});
