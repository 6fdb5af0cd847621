// Every cache key of the backups area, shared by queries.ts and mutations.ts.
// Everything is read for one hosting account, named by its `input`.
import { areaKeys } from '@/lib/query-keys';

const k = areaKeys('backups');

export type ContentsPart = 'files' | 'databases' | 'email';

export const backupsKeys = {
  ...k,
  /** In `sort` order when given (absent: the listing's own order); likewise below. */
  backups: (input: string, sort?: string) => k.list({ kind: 'backups', input, sort }),
  schedule: (input: string) => k.detail({ kind: 'schedule', input }),
  accountRecords: (input: string, sort?: string) => k.list({ kind: 'account-records', input, sort }),
  contents: (input: string, backup: string, part: ContentsPart, path: string, sort?: string) =>
    k.list({ kind: 'contents', input, backup, part, path, sort }),
  /** Every restores listing of one account (a prefix for invalidation). */
  restores: (input: string) => k.list({ kind: 'restores', input }),
};
