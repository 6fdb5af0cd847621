// Query-options factories of the backups area; keys come from keys.ts. While a
// restore is queued or running, the restores listing polls so its progress
// shows live; it stops once every restore has finished.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Restore } from '@contract/backups';
import { restoreMoving } from '@contract/restore-words';
import { backupsMeta as backupsOps } from '@/lib/ops-meta/backups';
import type {
  ACCOUNT_BACKUP_RECORD_SORTS,
  BACKUP_ENTRY_SORTS,
  HOSTING_BACKUP_SORTS,
  SortValue,
} from '@contract/list-sorts';
import { apiRequest } from '@/lib/api-client';
import { hostingAccountsQuery } from '@/lib/hosting-accounts';
import { cursorListOptions } from '@/lib/cursor-list';
import { backupsKeys, type ContentsPart } from './keys';

export type RestoreRow = z.infer<typeof Restore>;
export type BackupSort = SortValue<(typeof HOSTING_BACKUP_SORTS)[number]>;
export type RecordSort = SortValue<(typeof ACCOUNT_BACKUP_RECORD_SORTS)[number]>;
export type EntrySort = SortValue<(typeof BACKUP_ENTRY_SORTS)[number]>;

/** The `sort` query parameter when one is chosen (absent: the listing's own order, and the same key as before). */
const sortQuery = <S extends string>(sort: S | undefined) => (sort ? { sort } : {});

/** How often a moving restore is re-read. */
export const POLL_MS = 1_500;
export const isMoving = restoreMoving;

export const backupsQueries = {
  hostingAccounts: () => hostingAccountsQuery(),
  backups: (input: string, sort?: BackupSort) =>
    cursorListOptions(
      backupsKeys.backups(input, sort),
      backupsOps.listHostingBackups,
      { input, limit: 50, ...sortQuery(sort) },
      // The first page in the listing's own order (the schedule's card reads it too), as the served
      // page read it (server/pages/spa.ts).
      { served: sort === undefined },
    ),
  schedule: (input: string) =>
    queryOptions({
      queryKey: backupsKeys.schedule(input),
      queryFn: ({ signal }) => apiRequest(backupsOps.getBackupSchedule, { query: { input }, signal }),
      staleTime: 5 * 60_000,
    }),
  accountRecords: (input: string, sort?: RecordSort) =>
    cursorListOptions(backupsKeys.accountRecords(input, sort), backupsOps.listAccountBackupRecords, {
      input,
      limit: 25,
      ...sortQuery(sort),
    }),
  contents: (input: string, backup: string, part: ContentsPart, path: string, sort?: EntrySort) =>
    cursorListOptions(
      backupsKeys.contents(input, backup, part, path, sort),
      backupsOps.listBackupContents,
      { input, part, path, limit: 200, ...sortQuery(sort) },
      // A backup never changes once taken.
      { params: { backup }, staleTime: Infinity },
    ),
  restores: (input: string) =>
    cursorListOptions(
      backupsKeys.restores(input),
      backupsOps.listRestores,
      { input, limit: 20 },
      {
        // The backups screen's first page of restores, as the served page drew it (server/pages/spa.ts).
        served: true,
        // Fresh for a moment: the screen's loader and the list share one read, not two.
        staleTime: 5_000,
        refetchInterval: (q) => (q.state.data?.pages.some((p) => p.data.some(isMoving)) ? POLL_MS : false),
      },
    ),
};
