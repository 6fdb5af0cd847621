// The opened database, and how to open it: the shape both openers (open-pglite.ts, open-postgres.ts)
// return and client.ts hands to the rest of the server.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { CustomerServer } from './customer-server';

export interface Database {
  // No relational schema: queries name their tables, each imported from its owner's schema module
  // (server/db/schema/<owner>.ts; docs/architecture.md, "Who owns which table").
  db: PgDatabase<PgQueryResultHKT>;
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
