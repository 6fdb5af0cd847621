// The hosting node's database server: where customer databases live (ADR 028). Never the panel's
// own database, so a customer's SQL can neither reach the panel's tables nor stop the panel:
//
// - Embedded (the panel on PGlite): a PGlite of its own in a worker thread
//   (customer-db-worker.mjs), on its own data directory. PGlite cannot interrupt a running
//   statement, so the panel does: a statement a customer typed that outlives its time limit, or
//   grows the process past its memory limit, ends when the thread is terminated; the next call
//   starts a new thread on the same directory (every commit is already on disk).
// - PostgreSQL: a database of its own on the same server (`<panel database>_customers`, or
//   CUSTOMER_DATABASES_URL), where PostgreSQL itself enforces the statement timeout, a read-only
//   transaction and a role that may only read.
//
// Both answer raw SQL (drizzle's `sql` template) with `{ rows, fields }`; a transaction holds the
// server for its statements. Keep transactions to statements on this server alone: a transaction
// that waited on the panel's database while holding this one could deadlock with a panel
// transaction waiting here.
import type { SQL } from 'drizzle-orm';

export interface CustomerField {
  name: string;
  dataTypeID: number;
}
export interface CustomerResult {
  rows: Record<string, unknown>[];
  fields: CustomerField[];
}

/** A connection to the customer database server (or a transaction on it). */
export interface CustomerSql {
  execute(query: SQL): Promise<CustomerResult>;
  transaction<T>(fn: (tx: CustomerSql) => Promise<T>): Promise<T>;
}

export interface StatementLimits {
  timeoutMs: number;
  /** How much the statement may grow the server's memory before it is stopped. */
  memoryBytes: number;
}

/**
 * A statement the server stopped: `57014` (query_canceled, the time limit) or `53200`
 * (out_of_memory), PostgreSQL's own codes on both engines.
 */
export class StatementStopped extends Error {
  constructor(
    readonly code: '57014' | '53200',
    message: string,
  ) {
    super(message);
  }
}

export interface CustomerServer {
  kind: 'pglite' | 'postgres';
  sql: CustomerSql;
  /** A read-only transaction for statements a customer typed, each stopped at `limits`. */
  readOnly<T>(limits: StatementLimits, fn: (tx: CustomerSql) => Promise<T>): Promise<T>;
  /**
   * Embedded only (one process holds the data): a count bumped by every statement that may have
   * written, so a measurement taken at count N holds while the count is N. Null on PostgreSQL.
   */
  generation: (() => number) | null;
  /** The data directory as a tarball (embedded only): the test seed hands each file a copy. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const rowsOf = async <T>(q: CustomerSql, query: SQL): Promise<T[]> => (await q.execute(query)).rows as T[];

/** A server error as the drivers raise it: the SQLSTATE in `code`, the message and position. */
export class CustomerDatabaseError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
    readonly position?: string | number,
    readonly detail?: string,
  ) {
    super(message);
  }
}
