// Opens the database: embedded PGlite in a data directory by default, a
// PostgreSQL server when DATABASE_URL is set. Both speak the same drizzle schema.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Dump a PGlite data directory (used to hand each test file a seeded copy). */
  dump?: () => Promise<Blob>;
  /**
   * Run `fn` while no other process is in its own `exclusive` on this database: first starts of
   * several API processes on one PostgreSQL migrate and seed one at a time. PGlite has one process.
   */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

// Any fixed number; every process of this app takes the same session-level advisory lock.
const BOOT_LOCK = 727_001;

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; omit for an in-memory database. */
  dataDir?: string;
  /** Start PGlite from a dump made by `dump()`. */
  loadDataDir?: Blob;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts);
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let release = () => {};
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    release = acquireDataDirLock(opts.dataDir);
  }
  try {
    // On disk, commits are fsynced (pglite-durable.ts); an in-memory database has nothing to sync.
    const onDisk = opts.dataDir
      ? await import('./pglite-durable').then((d) => ({
          fs: new d.DurableNodeFS(opts.dataDir!),
          startParams: d.durableStartParams,
        }))
      : {};
    const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, ...onDisk });
    await client.waitReady;
    const db = drizzle({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      dump: () => client.dumpDataDir('none') as Promise<Blob>,
      exclusive: (fn) => fn(),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, or a test dropping its database) is only logged:
  // the pool replaces it on the next query. Without a listener, node-postgres's 'error' event would
  // end the whole process.
  pool.on('error', (err) => console.error(`PostgreSQL closed an idle connection: ${err.message}`));
  await pool.query('select 1');
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    const conn = await pool.connect();
    try {
      await conn.query('select pg_advisory_lock($1)', [BOOT_LOCK]);
      try {
        return await fn();
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [BOOT_LOCK]);
      }
    } finally {
      conn.release();
    }
  };
  return { db, kind: 'postgres', exclusive, close: () => pool.end() };
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder });
  }
}

/** Raw SQL rows: both drivers answer `{ rows }`, which drizzle's shared type does not show. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
