// Migration requests: the held request (nothing is stored or emailed until a
// person approves; approval files it, emails support and queues the work),
// the list, one migration, and cancelling one that has not started.
import { and, eq, inArray } from 'drizzle-orm';
import { domainWarnings } from '@contract/domain-scripts';
import { MIGRATION_SORT_DEFAULT, MIGRATION_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import { migrationsOps } from '@contract/migrations';
import { migrations } from '@server/db/schema/migrations';
import { implement } from '@server/core/area';
import { cancelJob, enqueue } from '@server/core/job-queue';
import { paginateTable, sortedOrDefault, type SortKey } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { MIGRATION_JOB, PICKUP_MS, notify } from './migration-job';
import { toMigration, toSummary, type MigrationRow } from './migration-presenter';
import { describeWork, fileRequest, planWork, previewOf, type SealedSecrets } from './migration-request';
import { namesHeldByOthers } from '@server/areas/domains/public';
import { ERASED_SECRETS, openMigrationCount, ownedMigration } from './migration-repository';
import { migrationKey, reseal } from './secret-box';

type MigrationSort = (typeof MIGRATION_SORTS)[number];

// Ids are handed out as migrations are filed: `filed` is the id order.
const migrationSortKeys: Record<Exclude<MigrationSort, 'filed'>, SortKey<MigrationRow>> = {
  status: [migrations.status, (r) => r.status],
};

/** The migrations' keyset for `sort` (ADR 035); the default keeps the order and cursors the listing had before. */
function migrationSpec(sort: SortValue<MigrationSort>) {
  return sortedOrDefault(
    sortOf(sort),
    sortOf(MIGRATION_SORT_DEFAULT),
    migrationSortKeys,
    [migrations.id, (r) => r.id],
    'filed',
  );
}

/** More open migrations than this and support asks the customer to wait for those. */
const MAX_OPEN = 5;

export default implement(migrationsOps, {
  handlers: {
    async listMigrations({ deps, cred, query }) {
      return paginateTable(deps.db, migrations, {
        params: query,
        spec: migrationSpec(query.sort),
        filter: and(
          eq(migrations.accountId, cred.accountId),
          query.status ? eq(migrations.status, query.status) : undefined,
        ),
        map: toSummary,
      });
    },
    async getMigration({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(`migration ${params.migration}`);
      return toMigration(await ownedMigration(deps.db, cred.accountId, params.migration));
    },
    async cancelMigration({ deps, cred, params, body, setAuditTarget }) {
      setAuditTarget(`migration ${params.migration}`);
      const row = await ownedMigration(deps.db, cred.accountId, params.migration);
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
            ...ERASED_SECRETS,
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
        const taken = await namesHeldByOthers(deps.db, cred.accountId, filed.domains);
        if (taken.length)
          throw new ApiError(
            'domain_not_owned',
            `${taken.join(', ')} ${taken.length === 1 ? 'is' : 'are'} on another account here and cannot be migrated into this one`,
          );
        const open = await openMigrationCount(deps.db, cred.accountId);
        if (open >= MAX_OPEN)
          throw new ApiError(
            'conflict',
            `${open} migrations of this account are still open; wait for one to finish or cancel one before filing another`,
          );
        // Names new to us that can pass for others: said in the answer and to the person approving.
        const names = [...filed.domains, ...(filed.websites?.websites ?? [])];
        const warnings = [...new Map(names.flatMap(domainWarnings).map((w) => [w.message, w])).values()];
        return {
          summary: `File a migration from ${sourceHost ?? 'another host'}: ${describeWork(work)}`,
          params: { request: filed, secrets, source_host: sourceHost, work },
          preview: [
            ...warnings.map((w) => ({ label: 'Look-alike name', value: w.message })),
            ...previewOf(filed, work),
          ],
          extra: { warnings },
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
