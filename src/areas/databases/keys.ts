// Every cache key of the databases area, shared by its query and mutation
// modules. Databases are addressed by the hosting account's `input` and their
// name; users by name.
import { areaKeys } from '@/lib/query-keys';

const k = areaKeys('databases');

export const databasesKeys = {
  ...k,
  /** The hosting account's counted usage, for the plan's database limit beside the list. */
  planUsage: (input: string) => k.detail({ kind: 'plan-usage', input }),
  list: (input: string, q?: string) => k.list({ kind: 'databases', input, q }),
  sizes: (input: string) => k.list({ kind: 'sizes', input }),
  detail: (input: string, database: string) => k.detail({ kind: 'database', input, database }),
  backups: (input: string, database: string) => k.list({ kind: 'backups', input, database }),
  accessHosts: (input: string, database: string, user: string) =>
    k.detail({ kind: 'access-hosts', input, database, user }),
  users: (input: string, database?: string) => k.list({ kind: 'users', input, database }),
  privileges: (input: string, username: string, database?: string) =>
    k.detail({ kind: 'privileges', input, username, database }),
};
