// Every cache key of the backups area, shared by queries.ts and mutations.ts.
// Everything is read for one hosting account, named by its `input`.
import { areaKeys } from '@/lib/query-keys';

const k = areaKeys('backups');

export type ContentsPart = 'files' | 'databases' | 'email';

export const backupsKeys = {
  ...k,
  backups: (input: string) => k.list({ kind: 'backups', input }),
  schedule: (input: string) => k.detail({ kind: 'schedule', input }),
  accountRecords: (input: string) => k.list({ kind: 'account-records', input }),
  contents: (input: string, backup: string, part: ContentsPart, path: string) =>
    k.list({ kind: 'contents', input, backup, part, path }),
  /** Every restores listing of one account (a prefix for invalidation). */
  restores: (input: string) => k.list({ kind: 'restores', input }),
};
