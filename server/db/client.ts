// Opens the database: embedded PGlite in a data directory by default, a
// PostgreSQL server when DATABASE_URL is set. Both speak the same drizzle schema.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { memorySettings, PANEL_SHARED_BUFFERS } from './pglite-settings';
import type { CustomerServer, CustomerSql } from './customer-server';
import { maybeWrites } from './write-statements';

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
  /** The hosting node's database server, where customer databases live (customer-server.ts). */
  customers: CustomerServer;
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
  /** Told when PostgreSQL ends an idle connection (the pool replaces it; the server logs it). */
  onIdleError?: (err: Error) => void;
  /**
   * The customer database server: embedded, a data directory (default: the panel's with
   * `-customers` after it, or a temporary one for an in-memory panel) and a dump to start from; on
   * PostgreSQL, a URL (default: `<panel database>_customers` on the same server, made if missing).
   */
  customers?: { dataDir?: string; loadDataDir?: Blob; url?: string };
}

/** Schemas of the panel's database that are not the panel's: customer databases from before ADR 028. */
async function customerSchemasIn(client: PGlite): Promise<string[]> {
  const r = await client.query<{ nspname: string }>(
    `select nspname from pg_namespace
      where nspname not in ('public', 'drizzle', 'information_schema') and nspname not like 'pg\\_%'`,
  );
  return r.rows.map((row) => row.nspname);
}

async function recordsCustomerDatabases(client: PGlite): Promise<boolean> {
  // Two statements: a query naming a table that does not exist fails when parsed, whatever a CASE says.
  const table = await client.query<{ t: string | null }>(`select to_regclass('public.databases')::text as t`);
  if (!table.rows[0]?.t) return false;
  const r = await client.query<{ n: number }>(`select count(*)::int as n from public.databases`);
  return (r.rows[0]?.n ?? 0) > 0;
}

/** The copy holds the panel's tables too: only the customer databases stay there. */
async function keepOnlyCustomerSchemas(tx: CustomerSql) {
  await tx.execute(sql`drop schema if exists drizzle cascade`);
  await tx.execute(sql`drop schema if exists public cascade`);
  await tx.execute(sql`create schema public`);
}

async function moveCustomerSchemas(panel: PGlite, customers: CustomerServer, names: string[]) {
  await customers.sql.transaction(keepOnlyCustomerSchemas);
  if (names.length)
    await panel.transaction(async (tx) => {
      for (const name of names) await tx.query(`drop schema ${quoteIdentifier(name)} cascade`);
    });
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Where the embedded customer databases live beside a panel data directory. */
export const customersDataDirOf = (dataDir: string) => `${dataDir}-customers`;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  return openPglite(opts);
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { openEmbeddedCustomers, pgliteAssets } = await import('./customer-server-embedded');
  let release = () => {};
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    release = acquireDataDirLock(opts.dataDir);
  }
  let customers: CustomerServer | null = null;
  try {
    // On disk, commits are fsynced (pglite-durable.mjs); an in-memory database has nothing to sync.
    // Either way with the panel's own size of shared buffers (pglite-settings.ts).
    const durable = opts.dataDir ? await import('./pglite-durable.mjs') : null;
    const onDisk = (dir: string | undefined) => {
      const startParams = durable && dir ? durable.durableStartParams : PGlite.defaultStartParams;
      return {
        ...(durable && dir ? { fs: new durable.DurableNodeFS(dir) } : {}),
        startParams: [...startParams, ...memorySettings(PANEL_SHARED_BUFFERS)],
      };
    };
    // PGlite's WebAssembly, compiled once for this database and the customer server's thread alike.
    const { fsBundle, ...wasm } = await pgliteAssets();
    // PGlite asks only for the bundle's `arrayBuffer()`: handed a copy of the bytes, not a Blob whose
    // reading copies them twice more in chunks (about 0.1 s of CPU per instance on a busy machine).
    const assets = { ...wasm, fsBundle: { arrayBuffer: async () => fsBundle.slice().buffer } as unknown as Blob };
    performance.mark('PGlite loaded and compiled');
    const customersDir = opts.customers?.dataDir ?? (opts.dataDir ? customersDataDirOf(opts.dataDir) : undefined);
    // A first start: one initdb makes both clusters. Closed cleanly, the new cluster is copied file
    // by file, and the customer server opens its copy as any restart would. (A copy of a running
    // cluster would start with crash recovery, which on a durable directory fsyncs every file:
    // seconds of a first start.) It starts now, in its thread, beside the panel's own start.
    if (
      opts.dataDir &&
      customersDir &&
      !opts.loadDataDir &&
      !opts.customers?.loadDataDir &&
      !hasCluster(opts.dataDir) &&
      !hasCluster(customersDir)
    ) {
      const initdb = new PGlite({ dataDir: opts.dataDir, ...assets, ...onDisk(opts.dataDir) });
      await initdb.waitReady;
      await initdb.close();
      // Copied beside it and then renamed: a start cut short leaves no half copy that looks like a cluster.
      const copy = `${customersDir}.copying`;
      fs.rmSync(copy, { recursive: true, force: true });
      fs.cpSync(opts.dataDir, copy, { recursive: true });
      fs.rmSync(customersDir, { recursive: true, force: true });
      fs.renameSync(copy, customersDir);
    }
    // Otherwise a customer server without a directory of its own yet starts as a copy of the
    // panel's running cluster, taken below once the panel is open. A data directory from before
    // ADR 028 keeps its customer databases inside the panel's: they come along in the copy, and
    // the panel drops them.
    const fresh = !opts.customers?.loadDataDir && !hasCluster(customersDir);
    const durableCustomers = { durable: Boolean(opts.dataDir), eager: Boolean(opts.dataDir) };
    if (!fresh)
      customers = await openEmbeddedCustomers({
        dataDir: customersDir,
        loadDataDir: opts.customers?.loadDataDir,
        ...durableCustomers,
      });
    // pg_trgm: the trigram indexes behind the list searches (`ILIKE '%q%'`) of big lists.
    const client = new PGlite({
      dataDir: opts.dataDir,
      loadDataDir: opts.loadDataDir,
      extensions: { pg_trgm },
      ...assets,
      ...onDisk(opts.dataDir),
    });
    await client.waitReady;
    performance.mark('panel database open');
    const embedded = watchWrites(client);
    const db = drizzle({ client, schema }) as unknown as Db;
    embeddedStates.set(db, embedded);
    const moving = fresh ? await customerSchemasIn(client) : [];
    // A panel that records customer databases while their server's directory is missing (moved
    // without it, or not restored): refused, rather than starting them over empty.
    if (fresh && customersDir && !moving.length && (await recordsCustomerDatabases(client)))
      throw new Error(
        `${customersDir} is missing: the customer databases this panel records live there (ADR 028); put it back beside ${opts.dataDir}`,
      );
    if (fresh)
      customers = await openEmbeddedCustomers({
        dataDir: customersDir,
        loadDataDir: (await client.dumpDataDir('none')) as Blob,
        ...durableCustomers,
      });
    const server = customers!;
    // A copy of a running cluster is cleaned up in the server's own queue, ahead of any other
    // statement, while the panel migrates and seeds; one carrying customer databases is waited for,
    // since the panel drops them once they are safely across.
    if (fresh && moving.length) await moveCustomerSchemas(client, server, moving);
    else if (fresh) server.sql.transaction(keepOnlyCustomerSchemas).catch(() => undefined);
    return {
      db,
      kind: 'pglite',
      dump: () => client.dumpDataDir('none') as Promise<Blob>,
      exclusive: (fn) => fn(),
      customers: server,
      close: async () => {
        await embedded.beforeClose();
        await server.close();
        await client.close();
        release();
      },
    };
  } catch (err) {
    await customers?.close().catch(() => undefined);
    release();
    throw err;
  }
}

const hasCluster = (dir: string | undefined) => Boolean(dir && fs.existsSync(path.join(dir, 'PG_VERSION')));

async function openPostgres(url: string, opts: OpenOptions): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, or a test dropping its database) is only logged:
  // the pool replaces it on the next query. Without a listener, node-postgres's 'error' event would
  // end the whole process.
  pool.on('error', (err) => opts.onIdleError?.(err));
  await pool.query('select 1');
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  namedStatementPools.set(db, pool);
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
  const { openPostgresCustomers, customersUrlFor } = await import('./customer-server-postgres');
  const customers = await openPostgresCustomers(opts.customers?.url ?? customersUrlFor(url), {
    create: opts.customers?.url ? undefined : { via: url },
    onIdleError: opts.onIdleError,
  });
  return {
    db,
    kind: 'postgres',
    exclusive,
    customers,
    close: async () => {
      await customers.close();
      await pool.end();
    },
  };
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

const embeddedStates = new WeakMap<Db | Tx, EmbeddedState>();

/**
 * What only a single-process database offers (PGlite: one process holds the data directory, see
 * lock.ts): a count of committed writes to key in-process caches on, and hooks run before it closes.
 * Null on PostgreSQL, where other processes write too and the database stays the only truth.
 */
export const embeddedStateOf = (db: Db | Tx): EmbeddedState | null => embeddedStates.get(db) ?? null;

interface NamedStatementPool {
  query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
const namedStatementPools = new WeakMap<Db, NamedStatementPool>();

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

// PGlite runs in this process and no other (lock.ts), so every write to it passes through here.
// Counting them lets in-process caches be exact: an entry read while the count was N is good
// only while the count is still N (docs/decisions/018).

export interface EmbeddedState {
  /** Bumped after every statement that may have changed data (and after every transaction). */
  generation: () => number;
  /** Run `fn` before the database closes (write-behind stores flush here). */
  onClose: (fn: () => Promise<void>) => void;
  beforeClose: () => Promise<void>;
}

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

export function watchWrites(client: PGlite): EmbeddedState {
  let generation = 0;
  const closers: (() => Promise<void>)[] = [];
  /** Wraps a client or a transaction; `wrote` hears of every statement that may have written. */
  const wrap = <T extends Queryable>(target: T, wrote: () => void) => {
    const query = target.query.bind(target) as (...a: unknown[]) => Promise<unknown>;
    const exec = target.exec.bind(target) as (...a: unknown[]) => Promise<unknown>;
    // The count moves after the statement ran (and, in a transaction, again after it ends), so a
    // reader that saw the old count read before the change was visible.
    //
    // PGlite runs a statement synchronously on this thread and resolves at once, so a request's
    // statements would follow each other in one chain of microtasks, and a burst of requests would
    // run to its end before the event loop reads anyone else's request from its socket. After each
    // statement the caller goes on in a new turn of the loop: other customers' requests are read and
    // queue for the database beside it, not behind the whole burst (`npm run bench neighbour`).
    const watched =
      (run: (...a: unknown[]) => Promise<unknown>) =>
      async (q: string, ...rest: unknown[]) => {
        try {
          return await run(q, ...rest);
        } finally {
          if (maybeWrites(q)) wrote();
          await new Promise<void>((turn) => setImmediate(turn));
        }
      };
    (target as { query: unknown }).query = watched(query);
    (target as { exec: unknown }).exec = watched(exec);
  };
  wrap(client, () => generation++);
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(fn: (tx: Transaction) => Promise<T>) => {
    // A transaction that only read (the job runner's poll when nothing is due) leaves caches alone.
    let wrote = false;
    try {
      return await transaction((tx) => {
        wrap(tx, () => {
          wrote = true;
          generation++;
        });
        return fn(tx);
      });
    } finally {
      if (wrote) generation++;
    }
  };
  return {
    generation: () => generation,
    onClose: (fn) => closers.push(fn),
    beforeClose: async () => {
      for (const fn of closers.splice(0)) await fn();
    },
  };
}
