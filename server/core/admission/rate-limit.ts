// Exact fixed-window budgets kept in the database, so several API processes
// on one PostgreSQL share them: 300 requests / 5 min and 60 writes / hour per credential.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import type { Deps } from '@server/core/deps';
import { memoryCountersOf } from './rate-counter-memory';

export interface BudgetState {
  limit: number;
  remaining: number;
  resetInSeconds: number;
  windowMinutes: number;
  exceeded: boolean;
}

/** Count one call against a bucket and report the budget after it. */
/** Spend `calls` of the budget (one; none to read its state) and say what is left. */
export async function consume(deps: Deps, key: string, bucket: 'requests' | 'writes', calls = 1): Promise<BudgetState> {
  const { limit, windowSec } = windowOf(deps, bucket);
  return count(deps, key, bucket, limit, windowSec, calls);
}

/** A system-wide daily cap on one operation, shared by every caller. */
export function consumeGlobalCap(deps: Deps, operationId: string, limit: number): Promise<BudgetState> {
  return count(deps, 'global', `cap:${operationId}`, limit, 86_400);
}

async function count(
  deps: Deps,
  key: string,
  bucket: string,
  limit: number,
  windowSec: number,
  calls = 1,
): Promise<BudgetState> {
  const nowMs = deps.clock.now().getTime();
  const windowStart = windowStartOf(nowMs, windowSec);
  return state(limit, windowSec, windowStart, nowMs, await countOne(deps, key, bucket, windowStart, windowSec, calls));
}

/** Count the calls and return the count after them: in memory on a single-process database, else in the database. */
export async function countOne(
  deps: Deps,
  key: string,
  bucket: string,
  windowStart: number,
  windowSec: number,
  calls = 1,
) {
  const memory = memoryCountersOf(deps.db);
  if (memory) return memory.count(key, bucket, windowStart, windowSec, calls);
  const rows = await queryRows<{ count: number }>(deps.db, countStatement(sql`${key}`, bucket, windowStart, calls));
  return Number(rows[0]!.count);
}

export const windowStartOf = (nowMs: number, windowSec: number) => Math.floor(nowMs / 1000 / windowSec) * windowSec;

/**
 * The one atomic statement that counts a call: an upsert whose RETURNING is the count after it, so
 * several processes on one PostgreSQL share it exactly. Its commit does not wait for the WAL to reach
 * the disk (`synchronous_commit` off for this transaction only; docs/decisions/018): visibility and
 * atomicity are unchanged, a crash may forget the last fraction of a second of counts. `key` is SQL,
 * so a caller may compute it in the same statement (see core/credential.ts).
 */
export function countStatement(key: SQL, bucket: string, windowStart: number, calls = 1): SQL {
  return sql`
    insert into rate_counters (key, bucket, window_start, count)
    select ${key}, ${bucket}, ${windowStart}, ${calls}::int from (select set_config('synchronous_commit', 'off', true)) async_commit
    on conflict (key, bucket, window_start) do update set count = rate_counters.count + ${calls}::int
    returning count`;
}

export function windowOf(deps: Deps, bucket: 'requests' | 'writes') {
  const l = deps.config.limits;
  return bucket === 'requests'
    ? { limit: l.requests, windowSec: l.requestWindowSec }
    : { limit: l.writes, windowSec: l.writeWindowSec };
}

export function state(
  limit: number,
  windowSec: number,
  windowStart: number,
  nowMs: number,
  count: number,
): BudgetState {
  return {
    limit,
    remaining: Math.max(0, limit - count),
    resetInSeconds: Math.max(1, Math.ceil(windowStart + windowSec - nowMs / 1000)),
    windowMinutes: windowSec / 60,
    exceeded: count > limit,
  };
}

/** Old windows are useless; drop them now and then so the table stays small. */
export async function pruneCounters(deps: Deps) {
  const cutoff = Math.floor(deps.clock.now().getTime() / 1000) - 2 * deps.config.limits.writeWindowSec;
  await deps.db.execute(sql`delete from rate_counters where window_start < ${cutoff}`);
}

export function rateHeaders(b: BudgetState, prefix = 'X-RateLimit'): Record<string, string> {
  return {
    [`${prefix}-Limit`]: String(b.limit),
    [`${prefix}-Remaining`]: String(b.remaining),
    [`${prefix}-Reset`]: String(b.resetInSeconds),
  };
}
