// Opens the embedded PGlite database and, beside it, the embedded customer database server
// (ADR 028), moving customer databases out of a panel data directory from before it.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './lock';
import { memorySettings, PANEL_SHARED_BUFFERS } from './pglite-settings';
import type { CustomerServer, CustomerSql } from './customer-server';
import type { Database, OpenOptions } from './database';
import { embeddedStates, watchWrites } from './embedded-writes';

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

export async function openPglite(opts: OpenOptions): Promise<Database> {
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
    const db = drizzle({ client }) as unknown as Database['db'];
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
