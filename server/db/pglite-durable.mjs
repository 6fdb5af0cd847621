// PGlite on a data directory, made durable. Out of the box PGlite starts PostgreSQL with `-F`
// (fsync off) and its Node filesystem (Emscripten's NODEFS) has no fsync operation, so a commit
// reaches the OS page cache but never the disk: it survives a killed process, not a power cut or an
// OS crash (and PostgreSQL documents that fsync off can then corrupt the cluster). Here fsync is on,
// the WAL is synced with fsync (Emscripten's fdatasync is a no-op, its fsync calls the stream's fsync),
// and NODEFS gets the fsync that hands the call to the real file.
//
// Plain JavaScript (types in pglite-durable.d.mts): the customer database worker
// (customer-db-worker.mjs) imports it too, and a worker runs plain JavaScript in tests and in the
// compiled server alike.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** PGlite's own start parameters with fsync turned back on. */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

export class DurableNodeFS extends NodeFS {
  async init(pg, opts) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => {
        // Emscripten's NODEFS: its published type does not show the stream operations.
        const nodefs = mod.NODEFS;
        nodefs.stream_ops.fsync = (stream) =>
          nodefs.tryFSOperation(() => {
            if (stream.nfd !== undefined) {
              fs.fsyncSync(stream.nfd);
              return 0;
            }
            const fd = fs.openSync(nodefs.realPath(stream.node), 'r');
            try {
              fs.fsyncSync(fd);
            } finally {
              fs.closeSync(fd);
            }
            return 0;
          });
      },
    ];
    return result;
  }
}
