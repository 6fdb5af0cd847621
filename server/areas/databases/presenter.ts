// The answers' shapes: a database with the node's real figures, a user with
// its grants, a backup. Sizes are megabytes to two decimals (10 KB steps).
import { BYTES_PER_MB } from '@contract/units';
import type { z } from 'zod';
import type { Database, DatabaseBackup } from '@contract/databases';
import type { DatabaseUser } from '@contract/databases-shared';
import type { databaseBackups } from '@server/db/schema/databases';
import { COLLATION_OF, type DatabaseEngine, type SchemaStats } from '@server/infra/database-node';
import type { DatabaseGrantee, DatabaseRow } from './database-repository';
import { presentGrants, type UserGrant, type UserRow } from './user-repository';

type BackupRow = typeof databaseBackups.$inferSelect;

export const megabytes = (bytes: number) => Math.round((bytes / BYTES_PER_MB) * 100) / 100;

/** MySQL's port on every node: the connection details give the same. */
const MYSQL_PORT = 3306;

/**
 * `host` is where a customer connects from outside (an allowed access host), the node's public name
 * the hosting account's connection details give too; the engine's own `localhost` is only how the
 * account's websites reach it, and the dashboard says so in those words.
 */
export function presentDatabase(
  row: DatabaseRow,
  stats: SchemaStats | undefined,
  grantees: DatabaseGrantee[],
  engine: DatabaseEngine,
  host: string,
): z.input<typeof Database> {
  // A schema without its charset comment was made outside the panel; MariaDB's default applies.
  const charset = stats?.charset ?? 'utf8mb4';
  return {
    name: row.name,
    engine: engine.engine,
    serverVersion: engine.serverVersion,
    host,
    port: MYSQL_PORT,
    sizeMb: megabytes(stats?.sizeBytes ?? 0),
    tables: stats?.tables ?? 0,
    charset,
    collation: COLLATION_OF[charset],
    users: grantees.map((g) => ({ username: g.username, privileges: g.privileges })),
    createdAt: row.createdAt.toISOString(),
  };
}

export const presentUser = (u: UserRow, grants: UserGrant[]): z.input<typeof DatabaseUser> => ({
  username: u.username,
  hosts: u.hosts,
  grants: presentGrants(grants),
  createdAt: u.createdAt.toISOString(),
});

/** The node's kinds as the contract names them: the nightly dump is the daily backup, the one before a drop a manual one. */
const KIND = { nightly: 'daily', before_drop: 'manual' } as const;

export const presentBackup = (b: BackupRow): z.input<typeof DatabaseBackup> => ({
  id: String(b.id),
  database: b.databaseName,
  kind: KIND[b.kind as keyof typeof KIND] ?? 'manual',
  sizeMb: megabytes(b.sizeBytes),
  createdAt: b.createdAt.toISOString(),
  retainedUntil: b.expiresAt.toISOString(),
});
