// Running one console statement against an install's real customer database
// (a PostgreSQL schema on the node's own database server, never the panel's:
// server/db/customer-server.ts, ADR 028): in a transaction that is READ ONLY
// before anything else runs, with the search path set to that schema alone, so
// even a statement the guard misjudged could not write or read another schema
// by an unqualified name. Each statement is stopped at STATEMENT_TIMEOUT_MS and
// at MEMORY_LIMIT_BYTES: by PostgreSQL on the PostgreSQL engine, by the panel
// terminating the embedded server's worker thread on PGlite (which cannot
// interrupt itself); either way 422 query_timeout / query_memory, and the next
// statement works.
//
// A SELECT is never sent as typed: it is wrapped as a subquery (so the server
// itself refuses a second statement in it, and at most 201 rows come back),
// probed once without rows for its columns, and priced by the planner first:
// a statement the planner prices over MAX_PLAN_COST is refused before it runs
// (set-returning functions, which the planner cannot price, are refused by the
// guard: sql-functions.ts).
// Cells come back as PostgreSQL's own JSON of the row: numbers, booleans,
// null and strings; dates and times as ISO 8601 strings (UTC); bigint and
// numeric as strings (exact, where a JSON number would round); json, jsonb and
// arrays as their JSON text.
import { sql, type SQL } from 'drizzle-orm';
import type { CustomerServer, CustomerSql } from '@server/db/customer-server';
import type { CmsLocation } from '@server/infra/cms-site';
import { describeTable, showTables, tablesOf, type SqlCell, type TableAnswer } from './sql-describe';
import { guardSql, loadSqlParser, type SqlPlan } from './sql-guard';
import { refuse } from './sql-refusal';

export const MAX_ROWS = 200;
export const STATEMENT_TIMEOUT_MS = 5000;
/** How far one statement may grow the customer database server's memory. */
export const MEMORY_LIMIT_BYTES = 256 * 1024 * 1024;
/** Planner cost units (about one sequential page read each): a few seconds of work on the sandbox's node. */
export const MAX_PLAN_COST = 10_000_000;

export interface SqlAnswer {
  columns: string[];
  rows: SqlCell[][];
  truncated: boolean;
}

interface Field {
  name: string;
  dataTypeID: number;
}
interface Result {
  rows: Record<string, unknown>[];
  fields: Field[];
}
const run = async (tx: CustomerSql, q: SQL): Promise<Result> => tx.execute(q);

/** int8 and numeric: sent as text so no digit is lost. */
const EXACT_AS_TEXT = new Set([20, 1700]);

export async function runConsoleQuery(server: CustomerServer, at: CmsLocation, query: string): Promise<SqlAnswer> {
  await loadSqlParser();
  return server.readOnly({ timeoutMs: STATEMENT_TIMEOUT_MS, memoryBytes: MEMORY_LIMIT_BYTES }, async (tx) => {
    await tx.execute(sql`set local search_path to ${sql.identifier(at.database)}`);
    await tx.execute(sql`set local timezone to 'UTC'`);
    const tables = await tablesOf(tx, at.database);
    const plan = guardSql(query, {
      database: at.database,
      prefix: at.prefix,
      tables: new Set(tables.map((t) => t.name)),
    });
    switch (plan.kind) {
      case 'tables':
        return capped(showTables(at.database, tables, plan.full));
      case 'describe':
        return capped(await describeTable(tx, at.database, plan.table));
      case 'show':
        return capped(
          await statement(() =>
            run(tx, sql`select current_setting(${plan.setting}) as ${sql.identifier(plan.setting)}`),
          ).then(plainAnswer),
        );
      case 'explain':
        return capped(await statement(() => run(tx, sql.raw(plan.sql))).then(plainAnswer));
      case 'select':
        return select(tx, plan);
    }
  });
}

const capped = (a: TableAnswer): SqlAnswer => ({
  columns: a.columns,
  rows: a.rows.slice(0, MAX_ROWS),
  truncated: a.rows.length > MAX_ROWS,
});

function plainAnswer(r: Result): TableAnswer {
  return { columns: r.fields.map((f) => f.name), rows: r.rows.map((row) => r.fields.map((f) => cell(row[f.name]))) };
}

// The SELECT sits on lines of its own so a trailing `-- comment` in it cannot swallow the wrapper's closing parenthesis.
const PROBE_HEAD = 'select * from (\n';

async function select(tx: CustomerSql, plan: Extract<SqlPlan, { kind: 'select' }>): Promise<SqlAnswer> {
  const inner = sql.raw(`\n${plan.sql}\n`);
  // Every wrapper has a bound parameter: the server then takes it as one prepared statement, which cannot hold two.
  const probe = await statement(() => run(tx, sql`select * from (${inner}) as q limit ${0}`), PROBE_HEAD.length);
  const fields = probe.fields;
  const alias = (i: number) => sql.identifier(`c${i}`);
  const wrapped = fields.length
    ? sql`select row_to_json(t)::text as r from (select ${sql.join(
        fields.map((f, i) =>
          EXACT_AS_TEXT.has(f.dataTypeID) ? sql`q.${alias(i)}::text as ${alias(i)}` : sql`q.${alias(i)}`,
        ),
        sql`, `,
      )} from (${inner}) as q(${sql.join(
        fields.map((_, i) => alias(i)),
        sql`, `,
      )}) limit ${MAX_ROWS + 1}) as t`
    : sql`select '{}'::text as r from (${inner}) as q limit ${MAX_ROWS + 1}`;

  const explained = await statement(() => run(tx, sql`explain (format json) ${wrapped}`));
  const cost = planCost(explained.rows[0]);
  if (cost > MAX_PLAN_COST)
    refuse(
      'too_expensive',
      `The planner prices this statement at ${Math.round(cost).toLocaleString('en')} cost units, over the console's limit of ${MAX_PLAN_COST.toLocaleString('en')}; narrow it with a WHERE, a LIMIT or fewer joins`,
    );

  const result = await statement(() => run(tx, wrapped));
  const rows = result.rows.map((row) => {
    const values = JSON.parse(String(row.r)) as Record<string, unknown>;
    return fields.map((_, i) => cell(values[`c${i}`]));
  });
  return {
    columns: fields.map((f) => f.name),
    rows: rows.slice(0, MAX_ROWS),
    truncated: rows.length > MAX_ROWS,
  };
}

function planCost(row: Record<string, unknown> | undefined): number {
  const value = row ? Object.values(row)[0] : undefined;
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as [{ Plan: { 'Total Cost': number } }];
  return plan[0].Plan['Total Cost'];
}

function cell(v: unknown): SqlCell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
  if (typeof v === 'bigint') return v.toString();
  if (v instanceof Date) return v.toISOString();
  if (v instanceof Uint8Array) return `\\x${Buffer.from(v).toString('hex')}`;
  return JSON.stringify(v);
}

interface PgError {
  code?: string;
  message?: string;
  position?: string | number;
}

/**
 * Run the customer's statement; what the server refuses (an unknown column, a division by zero, the
 * timeout) is the customer's to fix: 422 with the server's words. `head` is how many characters of
 * wrapper precede the statement, so a position points into what the customer typed.
 */
async function statement<T>(fn: () => Promise<T>, head = 0): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = pgError(err);
    if (!e) throw err;
    if (e.code === '57014')
      refuse(
        'query_timeout',
        `The statement ran longer than ${STATEMENT_TIMEOUT_MS / 1000} seconds and was stopped; narrow it with a WHERE or a LIMIT`,
      );
    if (e.code === '53200' || e.code === '54000')
      refuse(
        'query_memory',
        `The statement needed more than ${MEMORY_LIMIT_BYTES / 1024 / 1024} MB of memory and was stopped; build smaller values or read fewer rows`,
      );
    if (e.code === '25006')
      refuse('not_read_only', `The statement tried to write, and the read-only transaction stopped it`);
    const pos = Number(e.position ?? 0) - head;
    refuse(
      'statement_failed',
      `The database refused the statement: ${e.message}${pos > 0 && head ? ` (at character ${pos})` : ''}`,
    );
  }
}

/** A server error (it carries a five-character SQLSTATE), possibly wrapped by the query builder. */
function pgError(err: unknown): PgError | null {
  for (let e = err as (PgError & { cause?: unknown }) | undefined, depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && e.code.length === 5) return e;
    e = e.cause as typeof e;
  }
  return null;
}
