// A seeded database for a process test, on the backend the run uses: a PGlite data directory made
// from the run's seed dump, or, with TEST_DATABASE_URL, a PostgreSQL copy of the run's template.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase } from '@server/db/client';
import type { Database } from '@server/db/database';
import { customersDataDirOf } from '@server/db/open-pglite';
import { cloneTemplate } from '@server/test/postgres';
import type { Backend } from './server-process';

export interface TestDatabase {
  backend: Backend;
  kind: 'pglite' | 'postgres';
  /** Open it in this process for checks (a PGlite directory only while no server holds it). */
  open: () => Promise<Database>;
  remove: () => Promise<void>;
}

export async function seededDataDir(): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hosting-process-'));
  const dataDir = path.join(root, 'data');
  const dump = inject('seedDump');
  if (!dump) throw new Error('No seed dump: this run is on PostgreSQL');
  // PGlite's own loader, not openDatabase: a loaded dump starts with crash recovery, which on the
  // durable server database fsyncs every file (seconds); a test fixture needs no such durability.
  // Closed cleanly, the server opens it without recovery.
  const pg = new PGlite({ dataDir, loadDataDir: new Blob([fs.readFileSync(dump)]) });
  await pg.waitReady;
  await pg.close();
  // The customer databases beside it, where the server looks for them (ADR 028).
  const customers = new PGlite({
    dataDir: customersDataDirOf(dataDir),
    loadDataDir: new Blob([fs.readFileSync(inject('customersDump'))]),
  });
  await customers.waitReady;
  await customers.close();
  return { dataDir, remove: async () => fs.rmSync(root, { recursive: true, force: true }) };
}

export async function testDatabase(): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const clone = await cloneTemplate(pgUrl, inject('pgTemplate'));
    return {
      backend: { databaseUrl: clone.url },
      kind: 'postgres',
      open: () => openDatabase({ databaseUrl: clone.url }),
      remove: clone.drop,
    };
  }
  const { dataDir, remove } = await seededDataDir();
  return { backend: { dataDir }, kind: 'pglite', open: () => openDatabase({ dataDir }), remove };
}
