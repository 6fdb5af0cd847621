// What `npm run backup` and `npm run restore` share: the embedded database's data directory from
// the same environment the server reads (DATA_DIR, default .data), and the archive format, a
// gzipped tar of that directory as PGlite dumps it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readEnv } from '@server/config';
import { DataDirLockedError } from '@server/db/lock';

export class CliError extends Error {}

/** The data directory to save or restore; refused when the server runs on PostgreSQL instead. */
export function embeddedDataDir(action: 'back up' | 'restore'): string {
  const env = readEnv();
  if (env.databaseUrl) {
    throw new CliError(
      `DATABASE_URL is set, so the sandbox runs on PostgreSQL: ${action} that database with ` +
        `${action === 'back up' ? 'pg_dump' : 'pg_restore'} (README, "Backing up your sandbox").`,
    );
  }
  return env.dataDir;
}

export const hasDatabase = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'));

/** The customer databases' archive beside the panel's: `x.tar.gz` → `x.customers.tar.gz` (ADR 028). */
export const customersArchiveOf = (file: string) =>
  file.endsWith('.tar.gz') ? `${file.slice(0, -'.tar.gz'.length)}.customers.tar.gz` : `${file}.customers`;

export function writeArchive(file: string, tar: Uint8Array) {
  // Written beside the target, synced, then renamed: a crash never leaves half an archive under its name.
  const partial = `${file}.partial`;
  const fd = fs.openSync(partial, 'w');
  try {
    fs.writeSync(fd, zlib.gzipSync(tar));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, file);
}

export function readArchive(file: string): Blob {
  const bytes = fs.readFileSync(file);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return new Blob([gzipped ? zlib.gunzipSync(bytes) : bytes], { type: 'application/x-tar' });
}

export const stamp = (d = new Date()) => d.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/** Run a command-line entry point: a refusal is a one-line message and exit code 1. */
export async function runCli(action: 'back up' | 'restore', main: () => Promise<void>) {
  try {
    await main();
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`Cannot ${action} while the API runs on this data directory. ${err.message}`);
    } else if (err instanceof CliError) {
      console.error(err.message);
    } else {
      throw err;
    }
    process.exitCode = 1;
  }
}
