// Reads of a single-process database (PGlite) kept in memory between calls: credentials and `input`
// resolutions, read on nearly every call. Exact because every write to that database passes through
// this process and moves its write count (`embeddedStateOf`, server/db/client.ts): an entry is used
// only while the count is the one seen before its rows were read, so a revoked token, a logout, a
// password or 2FA change, a removed guest, a switched account or a moved domain is read afresh on the
// very next call. Callers re-check what depends on the clock (expiry) on every use. On PostgreSQL
// other processes write too, so credentials are not cached; list pages and counts are, under the
// database's revision a read was admitted at (core/revision.ts; docs/decisions/018).
import { embeddedStateOf, type Db } from '@server/db/client';
import { revisionOf } from './revision';

interface Entry {
  generation: number;
  value: unknown;
}

// A bound on memory, not on correctness: past it a cache starts again empty.
const MAX_ENTRIES = 10_000;
const caches = new WeakMap<Db, Map<string, Entry>>();

/** The value under `key`, read by `load` unless a cached copy is still exact. Refusals (throws) are not kept. */
export async function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const embedded = embeddedStateOf(db);
  if (!embedded) return load();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const generation = embedded.generation();
  const hit = cache.get(key);
  if (hit && hit.generation === generation) return hit.value as T;
  // The count is taken before the rows are read: a write that lands meanwhile moves it past this entry.
  const value = await load();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { generation, value });
  return value;
}

// SQL whose answer moves with the clock or by chance rather than with the rows: never kept.
const VOLATILE =
  /\b(now|clock_timestamp|statement_timestamp|transaction_timestamp|random|gen_random_uuid|nextval)\s*\(|\bcurrent_(date|time|timestamp)\b|\blocaltime(stamp)?\b/i;
// The request counters: written by every call's admission without moving the revision.
const UNTRACKED = /\brate_counters\b/i;

/** Pages kept on PostgreSQL, under the revision they were read at; per database client. */
const byRevision = new WeakMap<Db, Map<string, { revision: string; value: Promise<unknown> }>>();

/**
 * A query's rows, kept like `cachedRead` under the statement's own text and parameters: the rows
 * of a list page or a count are a function of the stored rows alone, so while nothing was written
 * they are the same. A statement that reads the clock or a random source is always run, and so is
 * one that reads `rate_counters` (written on every call, and outside the revision). The rows are
 * shared between callers, who must not change them.
 *
 * On PostgreSQL they are kept only for a handle marked by `atRevision` (a shared read admitted by
 * the admission statement): an entry is used by a call admitted at the revision the entry's call
 * was admitted at. That revision was read before the rows, and one equal to it later means nothing
 * was committed in between, so the rows are the ones this call would read. Anywhere else the query
 * just runs.
 */
export function cachedQuery<T>(
  db: Db,
  query: PromiseLike<T> & { toSQL(): { sql: string; params: unknown[] } },
): Promise<T> {
  const embedded = embeddedStateOf(db);
  const marked = embedded ? null : revisionOf(db);
  if (!embedded && !marked) return Promise.resolve(query);
  const { sql, params } = query.toSQL();
  if (VOLATILE.test(sql) || UNTRACKED.test(sql)) return Promise.resolve(query);
  const key = `query\u0000${sql}\u0000${JSON.stringify(params, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))}`;
  if (!marked) return cachedRead(db, key, () => Promise.resolve(query));
  let cache = byRevision.get(marked.base);
  if (!cache) byRevision.set(marked.base, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.revision === marked.revision) return hit.value as Promise<T>;
  const value = Promise.resolve(query);
  // Calls at one revision wait for the same rows; a failed read is not kept. The latest read
  // replaces an entry of another revision (a miss, never a wrong answer, if it was the older).
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const entry = { revision: marked.revision, value: value as Promise<unknown> };
  cache.set(key, entry);
  value.then(undefined, () => cache.get(key) === entry && cache.delete(key));
  return value;
}
