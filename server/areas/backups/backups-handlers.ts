// Reading backups: the hosting account's backups (newest first), the
// provider's schedule with its last and next run, the full-account backup
// runs, and one backup's contents browsed level by level. The schedule itself
// is not settable through the API: the contract marks PUT /backups/schedule
// unavailable, so the pipeline answers it with 501 not_available and its reason.
import { and, desc, eq, getTableColumns, ne } from 'drizzle-orm';
import { backupsOps } from '@contract/backups';
import { ACCOUNT_BACKUP_RECORD_SORTS, HOSTING_BACKUP_SORTS, sortOf } from '@contract/list-sorts';
import { implement } from '@server/core/area';
import { isoKey, paginate, sortedBy, type SortKey } from '@server/core/pagination';
import { accountBackupRecords, hostingBackups } from '@server/db/schema/backups';
import { hostingAccountFor } from '@server/areas/hosting/public';
import { kept, ownedBackup, partSizeColumns } from './backup-repository';
import { levelOf, pageOf, sortEntries } from './contents';
import { presentBackup, presentRecord } from './presenter';
import { nextRunAfter, PARTS, RETENTION, WINDOW_START_UTC } from './schedule';
import type { PartSizes } from './part-sizes';
import type { BackupRow } from './snapshot';

// A listing never needs the manifests, which are most of a backup row's bytes.
const { manifest: _manifest, ...listed } = getTableColumns(hostingBackups);
type ListedBackup = Omit<BackupRow, 'manifest'> & PartSizes;
type RecordRow = typeof accountBackupRecords.$inferSelect;

/** What the backups sort by (ADR 035): when each was taken, and its total size. */
const backupSortKeys: Record<(typeof HOSTING_BACKUP_SORTS)[number], SortKey<ListedBackup>> = {
  taken: [hostingBackups.createdAt, (r) => isoKey(r.createdAt)],
  size: [hostingBackups.sizeBytes, (r) => r.sizeBytes],
};
const recordSortKeys: Record<(typeof ACCOUNT_BACKUP_RECORD_SORTS)[number], SortKey<RecordRow>> = {
  started: [accountBackupRecords.startedAt, (r) => isoKey(r.startedAt)],
};

export default implement(backupsOps, {
  handlers: {
    async listHostingBackups(ctx) {
      const { deps, query } = ctx;
      const a = await hostingAccountFor(deps.db, ctx.resolve, query.input);
      const now = deps.clock.now();
      const page = await paginate({
        params: query,
        filter: and(
          eq(hostingBackups.serviceId, a.service.id),
          kept(now),
          query.kind ? eq(hostingBackups.kind, query.kind) : undefined,
        ),
        spec: sortedBy(sortOf(query.sort), backupSortKeys, [hostingBackups.id, (r: ListedBackup) => r.id]),
        fetch: (where, orderBy, limit) =>
          deps.db
            .select({ ...listed, ...partSizeColumns })
            .from(hostingBackups)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
        count: async (f) => (await deps.db.$count(hostingBackups, f)) as number,
        map: ({ files, databases, email, dns, cron, ...row }) =>
          presentBackup(row, { files, databases, email, dns, cron }),
      });
      return { ...page, target: a.target };
    },

    async getBackupSchedule(ctx) {
      const { deps, query } = ctx;
      const a = await hostingAccountFor(deps.db, ctx.resolve, query.input);
      const [last] = await deps.db
        .select({ at: hostingBackups.createdAt })
        .from(hostingBackups)
        .where(and(eq(hostingBackups.serviceId, a.service.id), ne(hostingBackups.kind, 'manual')))
        .orderBy(desc(hostingBackups.createdAt))
        .limit(1);
      return {
        target: a.target,
        managedBy: 'provider' as const,
        frequency: 'daily' as const,
        windowStartUtc: WINDOW_START_UTC,
        retention: { ...RETENTION },
        contains: [...PARTS],
        lastRunAt: last ? last.at.toISOString() : null,
        // a suspended or cancelled account is not backed up until it is active again
        nextRunAt: a.service.status === 'active' ? nextRunAfter(deps.clock.now()).toISOString() : null,
        settable: false as const,
      };
    },

    async listAccountBackupRecords(ctx) {
      const { deps, query } = ctx;
      const a = await hostingAccountFor(deps.db, ctx.resolve, query.input);
      const page = await paginate({
        params: query,
        filter: eq(accountBackupRecords.serviceId, a.service.id),
        spec: sortedBy(sortOf(query.sort), recordSortKeys, [accountBackupRecords.id, (r: RecordRow) => r.id]),
        fetch: (where, orderBy, limit) =>
          deps.db
            .select()
            .from(accountBackupRecords)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
        count: async (f) => (await deps.db.$count(accountBackupRecords, f)) as number,
        map: presentRecord,
      });
      return { ...page, target: a.target };
    },

    async listBackupContents(ctx) {
      const { deps, query, params } = ctx;
      const a = await hostingAccountFor(deps.db, ctx.resolve, query.input);
      const backup = await ownedBackup(deps.db, a, params.backup, deps.clock.now());
      const { path, entries } = levelOf(backup.manifest, query.part, query.path, String(backup.id));
      const sorted = sortEntries(entries, query.sort);
      return {
        ...pageOf(sorted, query.sort, query.cursor, query.limit),
        target: a.target,
        backupId: String(backup.id),
        path,
      };
    },
  },
});
