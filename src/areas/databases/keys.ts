// Every cache key of the databases area, shared by its query and mutation
// modules. Databases are addressed by the hosting account's `input` and their
// name; users by name.
import type { DATABASE_BACKUP_SORTS, DATABASE_SORTS, SortValue } from '@contract/list-sorts';
import { areaKeys } from '@/lib/query-keys';

/** The order of the database list (contract/list-sorts.ts); absent: by name. */
export type DatabaseSort = SortValue<(typeof DATABASE_SORTS)[number]>;
/** The order of one database's backups; absent: newest first. */
export type BackupSort = SortValue<(typeof DATABASE_BACKUP_SORTS)[number]>;

const k = areaKeys('databases');

export const databasesKeys = {
  ...k,
  /** The hosting account's counted usage, for the plan's database limit beside the list. */
  planUsage: (input: string) => k.detail({ kind: 'plan-usage', input }),
  list: (input: string, q?: string, sort?: DatabaseSort) => k.list({ kind: 'databases', input, q, sort }),
  sizes: (input: string) => k.list({ kind: 'sizes', input }),
  detail: (input: string, database: string) => k.detail({ kind: 'database', input, database }),
  backups: (input: string, database: string, sort?: BackupSort) => k.list({ kind: 'backups', input, database, sort }),
  accessHosts: (input: string, database: string, user: string) =>
    k.detail({ kind: 'access-hosts', input, database, user }),
  users: (input: string, database?: string) => k.list({ kind: 'users', input, database }),
  privileges: (input: string, username: string, database?: string) =>
    k.detail({ kind: 'privileges', input, username, database }),
};
