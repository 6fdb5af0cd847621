// `npm run backup` / `npm run restore` on the embedded database: backup, then change, then restore
// brings back exactly the saved state (every table compared), and both refuse while another
// process (a running API) holds the data directory. The PostgreSQL pass skips this file: there the README's pg_dump applies.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Db } from '@server/db/client';
import { seededDataDir } from './test-database';

let remove = async () => {};
afterAll(() => remove());

/** One fingerprint per table of the application: the whole content, in a stable order. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ h: string }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
    );
    out[name] = row!.h;
  }
  return out;
}

/** Open the data directory in this process (which takes its lock, as a server would), run `fn`, close. */
async function withDataDir<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

const run = (db: Db, statements: string[]) =>
  statements.reduce((p, s) => p.then(() => db.execute(sql.raw(s)).then(() => {})), Promise.resolve());

function npmRun(script: string, dataDir: string, ...args: string[]) {
  const r = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

describe.skipIf(process.env.TEST_DATABASE_URL)('backup and restore of the embedded database', () => {
  it(
    'backup, change, restore gives back the saved state; a running API blocks both',
    { timeout: 180_000 },
    async () => {
      const t0 = Date.now();
      const made = await seededDataDir();
      remove = made.remove;
      const { dataDir } = made;
      const archive = path.join(path.dirname(dataDir), 'saved.tar.gz');

      // The saved state includes a commit made just before the backup, not only the seed.
      const saved = await withDataDir(dataDir, async (db) => {
        await run(db, [`update accounts set name = 'Saved state AB' where email = 'demo@example.com'`]);
        return fingerprint(db);
      });
      const backup = npmRun('backup', dataDir, archive);
      expect(backup.code, backup.out).toBe(0);
      expect(fs.statSync(archive).size).toBeGreaterThan(0);

      // Change it, and while the directory is held (here by this process, as a running API holds it),
      // backup and restore both refuse and touch nothing.
      const changed = await withDataDir(dataDir, async (db) => {
        await run(db, [
          `update accounts set name = 'Changed after the backup' where email = 'demo@example.com'`,
          `update dns_zones set serial = serial + 1`,
          `insert into rate_counters (key, bucket, window_start, count) values ('after-backup', 'requests', 1, 1)`,
        ]);
        const blockedBackup = npmRun('backup', dataDir, `${archive}.2`);
        expect(blockedBackup.code).toBe(1);
        expect(blockedBackup.out).toContain('Cannot back up while the API runs');
        expect(fs.existsSync(`${archive}.2`)).toBe(false);
        const blockedRestore = npmRun('restore', dataDir, archive);
        expect(blockedRestore.code).toBe(1);
        expect(blockedRestore.out).toContain('Cannot restore while the API runs');
        return fingerprint(db);
      });
      const differing = Object.keys(saved).filter((t) => saved[t] !== changed[t]);
      expect(differing.sort()).toEqual(['accounts', 'change_log', 'dns_zones', 'rate_counters']);

      const restore = npmRun('restore', dataDir, archive);
      expect(restore.code, restore.out).toBe(0);
      expect(await withDataDir(dataDir, fingerprint)).toEqual(saved);
      // The replaced data is kept beside it, as the command said.
      const kept = restore.out.match(/The data it replaced is in (\S+);/)![1]!;
      expect(await withDataDir(kept, fingerprint)).toEqual(changed);
      console.log(
        `[backup-restore] ${Object.keys(saved).length} tables restored to the saved state ` +
          `(${(fs.statSync(archive).size / 1e6).toFixed(1)} MB archive); total ${Date.now() - t0} ms`,
      );
    },
  );
});
