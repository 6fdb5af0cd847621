// The embedded customer database server: PGlite in a worker thread (customer-db-worker.mjs), on a
// data directory of its own. See customer-server.ts and ADR 028.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CUSTOMER_SHARED_BUFFERS, memorySettings } from './pglite-settings';
import { maybeWrites } from './write-statements';
import {
  CustomerDatabaseError,
  StatementStopped,
  type CustomerResult,
  type CustomerServer,
  type CustomerSql,
  type StatementLimits,
} from './customer-server';

const dialect = new PgDialect();

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

interface WorkerReply {
  id?: number;
  ready?: boolean;
  failed?: string;
  result?: unknown;
  error?: { code?: string; message: string; position?: string | number; detail?: string };
  heap?: number;
}

// The worker is plain JavaScript beside this file (and beside main.js once compiled).
const WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'customer-db-worker.mjs');

export interface EmbeddedOptions {
  /** Where the databases live; omitted, a temporary directory removed on close. */
  dataDir?: string;
  /** Start from a dump made by `dump()` (only when the directory is new). */
  loadDataDir?: Blob;
  /** fsync every commit (the running server); a test's throwaway copy does without. */
  durable?: boolean;
  /** Start the thread now rather than on first use (the running server: beside its own start). */
  eager?: boolean;
}

interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Uint8Array<ArrayBuffer>;
}
let assets: Promise<PgliteAssets> | null = null;

/**
 * PGlite's WebAssembly, compiled once per process: for the panel's own embedded database (client.ts) and
 * every thread of this server (a Module crosses into a worker without a copy).
 */
export function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map((f) =>
        fs.promises.readFile(path.join(dist, f)).then((b) => WebAssembly.compile(b)),
      ),
    );
    return {
      pgliteWasmModule: pglite!,
      initdbWasmModule: initdb!,
      fsBundle: new Uint8Array(await fs.promises.readFile(path.join(dist, 'pglite.data'))),
    };
  })();
  return assets;
}

export async function openEmbeddedCustomers(opts: EmbeddedOptions): Promise<CustomerServer> {
  const temporary = !opts.dataDir;
  // A throwaway server (a test's) lives in memory-backed /dev/shm where there is one: the same
  // files, without the disk.
  const scratch = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(scratch, 'customer-databases-'));
  fs.mkdirSync(dataDir, { recursive: true });
  let load = opts.loadDataDir ? new Uint8Array(await opts.loadDataDir.arrayBuffer()) : undefined;

  let worker: Worker | null = null;
  let starting: Promise<Worker> | null = null;
  let baseline = 0;
  let heapTooLarge = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let closed = false;
  let started = false;

  const failAll = (err: unknown) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  function start(): Promise<Worker> {
    if (worker) return Promise.resolve(worker);
    if (closed) return Promise.reject(new Error('The customer database server is closed'));
    starting ??= pgliteAssets().then((wasm) => spawn(wasm));
    return starting;
  }

  function spawn(wasm: PgliteAssets): Promise<Worker> {
    return new Promise<Worker>((resolve, reject) => {
      const w = new Worker(WORKER_FILE, {
        workerData: {
          dataDir,
          loadDataDir: load,
          durable: opts.durable,
          settings: memorySettings(CUSTOMER_SHARED_BUFFERS),
          ...wasm,
        },
      });
      w.on('message', (m: WorkerReply) => {
        if (m.ready) {
          // The first start is one of the server's start phases (main.ts prints them at LOG_LEVEL=debug).
          if (!started) performance.mark('customer server ready');
          started = true;
          ready = true;
          load = undefined; // on disk now: a restarted thread opens the directory
          baseline = m.heap ?? 0;
          worker = w;
          starting = null;
          resolve(w);
          return;
        }
        if (m.failed !== undefined) {
          starting = null;
          void w.terminate();
          reject(new Error(`The customer database server did not start: ${m.failed}`));
          return;
        }
        const p = m.id !== undefined ? pending.get(m.id) : undefined;
        if (!p) return;
        pending.delete(m.id!);
        if (m.error)
          p.reject(new CustomerDatabaseError(m.error.code, m.error.message, m.error.position, m.error.detail));
        else p.resolve(m.result);
        // WebAssembly memory never shrinks: a statement that grew it past the limit costs a restart.
        if ((m.heap ?? 0) > baseline + HEAP_HEADROOM) heapTooLarge = true;
      });
      w.on('error', (err) => {
        if (worker === w) worker = null;
        if (starting) {
          starting = null;
          reject(err);
        }
        failAll(err);
      });
      let ready = false;
      w.on('exit', () => {
        if (worker === w) worker = null;
        if (!ready) {
          starting = null;
          reject(new Error('The customer database server stopped while starting'));
        }
        failAll(new Error('The customer database server stopped'));
      });
    });
  }

  async function recycle(reason?: StatementStopped) {
    const w = worker;
    worker = null;
    heapTooLarge = false;
    if (reason) failAll(reason);
    if (w) await w.terminate();
    // Started again at once, not on the next call: the next customer waits for less of it.
    if (!closed) void start().catch(() => undefined);
  }

  async function send<T>(msg: Record<string, unknown>, limits?: StatementLimits): Promise<T> {
    const w = await start();
    const id = nextId++;
    const answer = new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as never, reject }));
    w.postMessage({ ...msg, id });
    if (!limits) return answer;
    // The thread cannot be asked anything while the statement runs; the panel watches from here.
    const rssAtStart = process.memoryUsage.rss();
    const timer = setTimeout(
      () =>
        void recycle(
          new StatementStopped('57014', `canceling statement due to statement timeout (${limits.timeoutMs} ms)`),
        ),
      limits.timeoutMs,
    );
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - rssAtStart > limits.memoryBytes)
        void recycle(new StatementStopped('53200', 'out of memory: the statement outgrew its memory limit'));
    }, MEMORY_POLL_MS);
    try {
      return await answer;
    } finally {
      clearTimeout(timer);
      clearInterval(watch);
    }
  }

  // One statement at a time, and a transaction's statements together: PGlite is one session. The
  // holder of the turn may call in again (a helper that opens a transaction inside another).
  const holder = new AsyncLocalStorage<symbol>();
  const token = Symbol('customer-server');
  let queue: Promise<unknown> = Promise.resolve();
  let inTransactionNow = false;
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (holder.getStore() === token) return fn();
    const run = queue.then(() => holder.run(token, fn));
    // Between turns, never inside a transaction: give back memory a statement left behind.
    queue = run.catch(() => undefined).then(() => (heapTooLarge ? recycle() : undefined));
    return run;
  }

  let generation = 0;
  const statement = (query: SQL, limits?: StatementLimits) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    // Bumped before and after: a measurement read while the write runs is not kept either.
    const writes = !limits && maybeWrites(text);
    if (writes) generation++;
    return send<CustomerResult>({ op: 'query', text, params }, limits).finally(() => {
      if (writes) generation++;
    });
  };

  const inTx: CustomerSql = { execute: (q) => statement(q), transaction: (fn) => fn(inTx) };

  async function transaction<T>(head: string, tx: CustomerSql, fn: (tx: CustomerSql) => Promise<T>): Promise<T> {
    if (inTransactionNow) return fn(inTx);
    await send({ op: 'query', text: head });
    inTransactionNow = true;
    try {
      const out = await fn(tx);
      await send({ op: 'query', text: 'commit' });
      return out;
    } catch (err) {
      // A stopped statement took the thread, and the transaction, with it.
      if (worker) await send({ op: 'query', text: 'rollback' }).catch(() => undefined);
      throw err;
    } finally {
      inTransactionNow = false;
    }
  }

  // The running server starts it now, beside its own start: the first customer does not wait for it.
  if (opts.eager) void start().catch(() => undefined);

  return {
    kind: 'pglite',
    generation: () => generation,
    sql: {
      execute: (q) => exclusive(() => statement(q)),
      transaction: (fn) => exclusive(() => transaction('begin', inTx, fn)),
    },
    readOnly: (limits, fn) => {
      const limited: CustomerSql = { execute: (q) => statement(q, limits), transaction: (f) => f(limited) };
      // The panel enforces the limit (PGlite cannot); set here too, so SHOW statement_timeout says it.
      const timeout = `set local statement_timeout = ${Math.round(limits.timeoutMs)}`;
      return exclusive(() =>
        transaction('begin read only', limited, async (tx) => {
          await send({ op: 'query', text: timeout });
          return fn(tx);
        }),
      );
    },
    dump: () => exclusive(async () => new Blob([await send<Uint8Array<ArrayBuffer>>({ op: 'dump' })])),
    close: async () => {
      await exclusive(async () => {
        closed = true;
        if (starting) await starting.catch(() => undefined);
        if (worker) {
          await send({ op: 'close' }).catch(() => undefined);
          await recycle();
        }
      });
      if (temporary) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** WebAssembly memory a statement may leave behind before the thread is restarted to give it back. */
const HEAP_HEADROOM = 128 * 1024 * 1024;
const MEMORY_POLL_MS = 20;
