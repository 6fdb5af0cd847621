// The customer database server on PostgreSQL: a database of its own beside the panel's (ADR 028).
// PostgreSQL enforces the limits itself: a statement a customer typed runs in a READ ONLY
// transaction, under `statement_timeout`, as a role that may only read (pg_read_all_data, which
// in this database means the customer databases and nothing of the panel's), on a pool of its
// own so slow statements cannot take the connections the panel's own work needs.
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { CustomerServer, CustomerSql } from './customer-server';

/** `<panel database>_customers` on the panel's server, unless the operator names another. */
export function customersUrlFor(panelUrl: string): string {
  const u = new URL(panelUrl);
  const panelDb = decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres';
  u.pathname = `/${encodeURIComponent(customersDatabaseName(panelDb))}`;
  return u.toString();
}

/** PostgreSQL keeps 63 bytes of a name; the suffix always survives. */
export const customersDatabaseName = (panelDb: string) => `${panelDb.slice(0, 63 - '_customers'.length)}_customers`;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function ensureDatabase(Pg: typeof pg, url: string, via: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new Pg.Client({ connectionString: via });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    // Several API processes may start at once: the loser of the race finds it made (42P04).
    await admin.query(`create database ${quoteIdent(name)}`).catch((err: { code?: string }) => {
      if (err.code !== '42P04') throw err;
    });
  } finally {
    await admin.end();
  }
}

/**
 * The role statements typed by customers run as: it may read, never write (a READ ONLY transaction
 * says the same, twice is the point). Roles are per cluster, so the name carries the database's. A
 * server that does not let the panel make roles runs without it (the transaction still cannot write).
 */
async function readerRole(pool: pg.Pool, database: string): Promise<string | null> {
  const role = `${database.slice(0, 63 - '_reader'.length)}_reader`;
  try {
    const exists = await pool.query('select 1 from pg_roles where rolname = $1', [role]);
    if (!exists.rowCount)
      await pool.query(`create role ${quoteIdent(role)} nologin`).catch((err: { code?: string }) => {
        if (err.code !== '42710') throw err;
      });
    await pool.query(`grant pg_read_all_data to ${quoteIdent(role)}`);
    await pool.query(`grant ${quoteIdent(role)} to current_user`);
    return role;
  } catch (err) {
    if ((err as { code?: string }).code === '42501') return null;
    throw err;
  }
}

export async function openPostgresCustomers(
  url: string,
  opts: { create?: { via: string }; onIdleError?: (err: Error) => void },
): Promise<CustomerServer> {
  const Pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  if (opts.create) await ensureDatabase(Pg, url, opts.create.via);
  const pool = new Pg.Pool({ connectionString: url, max: 6 });
  const consolePool = new Pg.Pool({ connectionString: url, max: 3 });
  for (const p of [pool, consolePool]) p.on('error', (err) => opts.onIdleError?.(err));
  const role = await readerRole(pool, decodeURIComponent(new URL(url).pathname.slice(1)));

  type Drizzle = ReturnType<typeof drizzle>;
  const wrap = (d: Pick<Drizzle, 'execute' | 'transaction'>): CustomerSql => ({
    execute: (q: SQL) => d.execute(q) as never,
    transaction: (fn) => d.transaction((tx) => fn(wrap(tx))),
  });
  const db = drizzle({ client: pool });
  const consoleDb = drizzle({ client: consolePool });

  return {
    kind: 'postgres',
    generation: null,
    sql: wrap(db),
    readOnly: (limits, fn) =>
      consoleDb.transaction(async (tx) => {
        await tx.execute(sql`set transaction read only`);
        await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(limits.timeoutMs)}`));
        // Sorts and hashes spill to disk past this instead of growing the backend.
        await tx.execute(sql.raw(`set local work_mem = '4MB'`));
        if (role) await tx.execute(sql.raw(`set local role ${quoteIdent(role)}`));
        return fn(wrap(tx));
      }),
    close: async () => {
      await Promise.all([pool.end(), consolePool.end()]);
    },
  };
}
