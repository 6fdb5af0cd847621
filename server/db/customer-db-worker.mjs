// The embedded customer database server, in a worker thread of its own (customer-server.ts starts
// it). Customer databases are the hosting node's MariaDB; here they are schemas in a PGlite of
// their own, never the panel's, so a customer's statement runs off the event loop that serves
// every other customer, and the panel can stop one that runs too long or grows too large by
// terminating this thread and starting it again on the same data directory.
//
// Plain JavaScript on purpose: a worker is started from a file path, and this one must run the
// same under tsx, vitest and the compiled server (scripts/build-server.mjs copies it beside
// main.js). It imports nothing of the panel's.
//
// Messages in: {id, op: 'query', text, params} | {id, op: 'dump'} | {id, op: 'close'}.
// Messages out: {id, result} | {id, error: {code, message, position, detail}}; after start-up
// {ready: true} or {failed: message}. Every result also carries `heap`, the WebAssembly memory
// PGlite holds: it never shrinks, so the panel recycles the thread when a statement grew it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { DurableNodeFS, durableStartParams } from './pglite-durable.mjs';

const { dataDir, loadDataDir, durable, settings, pgliteWasmModule, initdbWasmModule, fsBundle } = workerData;
const onDisk = Boolean(dataDir && durable);

let pg;
try {
  pg = new PGlite({
    dataDir,
    loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
    // Compiled once by the panel and shared with every thread it starts: a restart skips compiling.
    pgliteWasmModule,
    initdbWasmModule,
    // PGlite reads the bundle with `arrayBuffer()` alone; a Blob would copy it twice more in chunks.
    fsBundle: fsBundle ? { arrayBuffer: async () => fsBundle.slice().buffer } : undefined,
    // Commits reach the disk, as the panel's own database does; a test's throwaway copy skips it.
    ...(onDisk ? { fs: new DurableNodeFS(dataDir) } : {}),
    // The panel's settings for this server (pglite-settings.ts: its shared buffers) after PGlite's own.
    startParams: [...(onDisk ? durableStartParams : PGlite.defaultStartParams), ...(settings ?? [])],
  });
  await pg.waitReady;
  parentPort.postMessage({ ready: true, heap: heapBytes() });
} catch (err) {
  parentPort.postMessage({ failed: String(err?.message ?? err) });
}

function heapBytes() {
  try {
    // HEAPU8: PGlite's Module exposes no HEAP8 (reading it made every answer say 0, and the thread
    // was never recycled for the memory a statement left behind).
    return pg.Module.HEAPU8.length;
  } catch {
    return 0;
  }
}

const errorOf = (err) => ({
  code: typeof err?.code === 'string' ? err.code : undefined,
  message: String(err?.message ?? err),
  position: err?.position,
  detail: err?.detail,
});

parentPort.on('message', async (msg) => {
  try {
    if (msg.op === 'query') {
      const r = await pg.query(msg.text, msg.params ?? []);
      parentPort.postMessage({
        id: msg.id,
        result: { rows: r.rows, fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) },
        heap: heapBytes(),
      });
    } else if (msg.op === 'dump') {
      const blob = await pg.dumpDataDir('none');
      parentPort.postMessage({ id: msg.id, result: new Uint8Array(await blob.arrayBuffer()), heap: heapBytes() });
    } else if (msg.op === 'close') {
      await pg.close();
      parentPort.postMessage({ id: msg.id, result: null });
    }
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: errorOf(err), heap: heapBytes() });
  }
});
