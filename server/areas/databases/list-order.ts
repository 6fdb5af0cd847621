// The orders of the database list and of one database's backups (ADR 035, contract/list-sorts.ts):
// the sort column, then the id (`sortedBy`), and what a cursor of each holds, checked before it
// reaches a query (cursor.ts).
import { sortOf, type DATABASE_BACKUP_SORTS, type DATABASE_SORTS, type SortValue } from '@contract/list-sorts';
import { isoKey, sortedBy, type SortKey } from '@server/core/pagination';
import { databaseBackups, databases } from '@server/db/schema/databases';
import { checkedSortedCursor, type KeyKind } from './cursor';
import type { DatabaseRow } from './database-repository';

type BackupRow = typeof databaseBackups.$inferSelect;
type DatabaseSort = (typeof DATABASE_SORTS)[number];
type BackupSort = (typeof DATABASE_BACKUP_SORTS)[number];

const databaseKeys: Record<DatabaseSort, SortKey<DatabaseRow>> = {
  name: [databases.name, (d) => d.name],
  created: [databases.createdAt, (d) => isoKey(d.createdAt)],
};
const databaseKinds: Record<DatabaseSort, KeyKind> = { name: 'string', created: 'time' };

/** The database list's keyset for `sort`, after checking that a cursor of it holds what it should. */
export function databaseOrder(sort: SortValue<DatabaseSort>, cursor: string | undefined) {
  const s = sortOf(sort);
  checkedSortedCursor(cursor, sort, [databaseKinds[s.column], 'int']);
  return sortedBy(s, databaseKeys, [databases.id, (d) => d.id]);
}

const backupKeys: Record<BackupSort, SortKey<BackupRow>> = {
  created: [databaseBackups.createdAt, (b) => isoKey(b.createdAt)],
  size: [databaseBackups.sizeBytes, (b) => b.sizeBytes],
  retained: [databaseBackups.expiresAt, (b) => isoKey(b.expiresAt)],
};
const backupKinds: Record<BackupSort, KeyKind> = { created: 'time', size: 'bigint', retained: 'time' };

/** One database's backups' keyset for `sort`, after checking that a cursor of it holds what it should. */
export function backupOrder(sort: SortValue<BackupSort>, cursor: string | undefined) {
  const s = sortOf(sort);
  checkedSortedCursor(cursor, sort, [backupKinds[s.column], 'int']);
  return sortedBy(s, backupKeys, [databaseBackups.id, (b) => b.id]);
}
