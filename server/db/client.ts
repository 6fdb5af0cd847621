// Opens the database: embedded PGlite in a data directory by default, a
// PostgreSQL server when DATABASE_URL is set. Both speak the same drizzle schema.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, OpenOptions } from './database';
import { embeddedStates, type EmbeddedState } from './embedded-writes';
import { openPglite } from './open-pglite';
import { namedStatementPools, openPostgres } from './open-postgres';

// The drizzle database both drivers give (database.ts).
export type Db = Database['db'];
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  return openPglite(opts);
}

/** How many of the migrations this build ships are not applied to the database (0 when it is current). */
export async function pendingMigrations(db: Db): Promise<number> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Math.max(0, journal.entries.length - Number(row?.n ?? 0));
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migrateEmbedded((database.db as unknown as { $client: PGlite }).$client);
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder });
  }
}

/**
 * drizzle's migrator, with each migration file sent as one statement list instead of one statement
 * at a time (about 300 round trips less on a new database): the same files, hashes and journal rows
 * in `drizzle.__drizzle_migrations`, all in one transaction, so the two stay interchangeable.
 */
async function migrateEmbedded(client: PGlite): Promise<void> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const migrations = readMigrationFiles({ migrationsFolder });
  await client.exec(`create schema if not exists drizzle;
    create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  const last = await client.query<{ created_at: string | number }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const since = last.rows[0] ? Number(last.rows[0].created_at) : null;
  const pending = migrations.filter((m) => since === null || since < m.folderMillis);
  performance.mark('migrations checked');
  if (!pending.length) return;
  await client.transaction(async (tx) => {
    for (const m of pending) {
      // The file's statements, joined again where drizzle-kit marked the breaks.
      await tx.exec(m.sql.join('\n'));
      await tx.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        m.hash,
        m.folderMillis,
      ]);
    }
  });
}

/**
 * What only a single-process database offers (PGlite: one process holds the data directory, see
 * lock.ts): a count of committed writes to key in-process caches on, and hooks run before it closes.
 * Null on PostgreSQL, where other processes write too and the database stays the only truth.
 */
export const embeddedStateOf = (db: Db | Tx): EmbeddedState | null => embeddedStates.get(db) ?? null;

/**
 * Raw SQL rows of a statement whose text never changes (only its parameters do), run on nearly
 * every call: on PostgreSQL a named prepared statement, which each connection parses and plans
 * once instead of on every run; elsewhere as `queryRows`.
 */
export async function queryNamed<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const pool = namedStatementPools.get(db);
  if (!pool) return queryRows<T>(db, query);
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  return (await pool.query({ name, text, values: params })).rows as T[];
}

/** Raw SQL rows: both drivers answer `{ rows }`, which drizzle's shared type does not show. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
