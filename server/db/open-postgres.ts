// Opens a PostgreSQL server's database (DATABASE_URL) and the customer database server beside it.
import type { Database, OpenOptions } from './database';

// Any fixed number; every process of this app takes the same session-level advisory lock.
const BOOT_LOCK = 727_001;

interface NamedStatementPool {
  query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
/** The pool behind each PostgreSQL database, for `queryNamed` (client.ts). */
export const namedStatementPools = new WeakMap<Database['db'], NamedStatementPool>();

export async function openPostgres(url: string, opts: OpenOptions): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, or a test dropping its database) is only logged:
  // the pool replaces it on the next query. Without a listener, node-postgres's 'error' event would
  // end the whole process.
  pool.on('error', (err) => opts.onIdleError?.(err));
  await pool.query('select 1');
  const db = drizzle({ client: pool }) as unknown as Database['db'];
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
