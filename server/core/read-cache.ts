// Reads of a single-process database (PGlite) kept in memory between calls: credentials and `input`
// resolutions, read on nearly every call. Exact because every write to that database passes through
// this process and moves its write count (`embeddedStateOf`, server/db/client.ts): an entry is used
// only while the count is the one seen before its rows were read, so a revoked token, a logout, a
// password or 2FA change, a removed guest, a switched account or a moved domain is read afresh on the
// very next call. Callers re-check what depends on the clock (expiry) on every use. On PostgreSQL
// other processes write too, so nothing is cached (docs/decisions/018).
import { embeddedStateOf, type Db } from '@server/db/client';

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
