// Request and write budgets of a single-process database (PGlite) counted in this process's memory:
// one process holds the data directory (server/db/lock.ts), so every count passes through here and an
// in-memory counter is exact. Counts are written behind to `rate_counters` (at most a second late, and
// before the database closes), and a key's first count in this process starts from the stored row, so
// a restart keeps the counts; a crash forgets at most the last second, as `synchronous_commit` off did
// (docs/decisions/018). PostgreSQL, shared by several processes, keeps counting in the database.
import { sql } from 'drizzle-orm';
import { embeddedStateOf, queryRows, type Db } from '@server/db/client';
import { log } from '@server/core/log';

interface Entry {
  key: string;
  bucket: string;
  windowStart: number;
  windowEnd: number;
  /** The stored count when this process first used the key (null until read). */
  base: number | null;
  loading: Promise<void> | null;
  /** Calls counted in this process. */
  local: number;
  /** `local` as last written behind. */
  written: number;
}

const FLUSH_MS = 1000;

export class MemoryCounters {
  private entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** Set once the database is closing: a request still in flight counts, but nothing is written after the close. */
  private closed = false;

  constructor(private db: Db) {}

  /** Count `calls` calls (one, or none to read); the count after, exactly as the database's atomic upsert would answer. */
  async count(key: string, bucket: string, windowStart: number, windowSec: number, calls = 1): Promise<number> {
    const id = `${bucket}\u0000${windowStart}\u0000${key}`;
    let e = this.entries.get(id);
    if (!e) {
      e = {
        key,
        bucket,
        windowStart,
        windowEnd: windowStart + windowSec,
        base: null,
        loading: null,
        local: 0,
        written: 0,
      };
      this.entries.set(id, e);
      e.loading = this.load(e);
    }
    // The increment is synchronous, so each call gets its own count even while the row is read.
    const mine = (e.local += calls);
    if (e.base === null) await e.loading;
    this.schedule();
    return e.base! + mine;
  }

  /** The count so far without counting; null when this process has not counted the key. */
  peek(key: string, bucket: string, windowStart: number): number | null {
    const e = this.entries.get(`${bucket}\u0000${windowStart}\u0000${key}`);
    return e && e.base !== null ? e.base + e.local : null;
  }

  private async load(e: Entry) {
    try {
      const [row] = await queryRows<{ count: number }>(
        this.db,
        sql`select count from rate_counters where key = ${e.key} and bucket = ${e.bucket} and window_start = ${e.windowStart}`,
      );
      e.base = Number(row?.count ?? 0);
    } catch (err) {
      // A failed read must not leave a half-known entry: the next call reads again.
      this.entries.delete(`${e.bucket}\u0000${e.windowStart}\u0000${e.key}`);
      throw err;
    }
  }

  private schedule() {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch((err) => log.error({ err }, 'writing request counts failed'));
    }, FLUSH_MS);
    this.timer.unref();
  }

  /** Write every changed count in one statement, and forget windows that have ended. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write() {
    const dirty = [...this.entries.values()].filter((e) => e.base !== null && e.local !== e.written);
    if (dirty.length) {
      const locals = dirty.map((e) => e.local);
      const rows = dirty.map((e) => ({
        key: e.key,
        bucket: e.bucket,
        window_start: e.windowStart,
        count: e.base! + e.local,
      }));
      // greatest(): a count only grows, whatever order two flushes land in. Committed without waiting
      // for the disk, like the counting upsert on PostgreSQL (rate-limit.ts).
      await this.db.execute(sql`
        insert into rate_counters (key, bucket, window_start, count)
        select key, bucket, window_start, count
        from (select set_config('synchronous_commit', 'off', true)) async_commit, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(key text, bucket text, window_start bigint, count int)
        on conflict (key, bucket, window_start) do update set count = greatest(rate_counters.count, excluded.count)`);
      dirty.forEach((e, i) => (e.written = locals[i]!));
    }
    const nowSec = Date.now() / 1000;
    for (const [id, e] of this.entries) {
      if (e.windowEnd < nowSec - 60 && e.local === e.written) this.entries.delete(id);
    }
  }

  async close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.closed = true;
    await this.flush();
  }
}

const stores = new WeakMap<Db, MemoryCounters>();

/** The in-memory counters of a single-process database; null on PostgreSQL. */
export function memoryCountersOf(db: Db): MemoryCounters | null {
  const embedded = embeddedStateOf(db);
  if (!embedded) return null;
  let store = stores.get(db);
  if (!store) {
    const s = (store = new MemoryCounters(db));
    stores.set(db, s);
    embedded.onClose(() => s.close());
  }
  return store;
}
