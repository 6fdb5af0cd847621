// An acknowledged commit on the embedded database is on disk: before the statement answers,
// the WAL file it went to has been fsynced (PGlite alone never syncs; see pglite-durable.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, queryRows } from './client';
import type { Database } from './database';

let dir: string;
let database: Database;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-durable-'));
  // Start from the run's seeded dump when there is one (a cold initdb takes seconds).
  const dump = inject('seedDump');
  database = await openDatabase({
    dataDir: path.join(dir, 'data'),
    loadDataDir: dump ? new Blob([fs.readFileSync(dump)]) : undefined,
    // The seeded panel records customer databases: their server starts from the run's copy too.
    customers: dump ? { loadDataDir: new Blob([fs.readFileSync(inject('customersDump'))]) } : undefined,
  });
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite on a data directory', () => {
  it('runs with fsync on and syncs the WAL on every commit', async () => {
    const [setting] = await queryRows<{ fsync: string }>(database.db, sql`show fsync`);
    expect(setting!.fsync).toBe('on');
    await database.db.execute(sql`create table durable_probe (id int primary key)`);
    const synced: string[] = [];
    const realFsync = fs.fsyncSync;
    // Record which file each sync is for (the descriptor may be closed later), then really sync it.
    const spy = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd: number) => {
      synced.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
      realFsync(fd);
    });
    try {
      for (let i = 0; i < 3; i++) await database.db.execute(sql`insert into durable_probe values (${i})`);
    } finally {
      spy.mockRestore();
    }
    const walSyncs = synced.filter((p) => p.includes(`${path.sep}pg_wal${path.sep}`));
    expect(walSyncs.length).toBeGreaterThanOrEqual(3);
  });
});
