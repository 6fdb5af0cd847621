// `npm run restore <file>`: brings back an archive made by `npm run backup` as the embedded
// database (the PGlite data directory), with the customer databases' archive beside it. The archive is first opened in a directory beside it, so a
// bad archive changes nothing; the data it replaces is kept beside it, not deleted. Refused while
// an API process holds the directory (stop it first), and on PostgreSQL (use pg_restore; README).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@server/db/client';
import { customersDataDirOf } from '@server/db/open-pglite';
import { acquireDataDirLock } from '@server/db/lock';
import { CliError, customersArchiveOf, embeddedDataDir, hasDatabase, readArchive, runCli, stamp } from './sandbox-data';

await runCli('restore', async () => {
  const dataDir = embeddedDataDir('restore');
  const arg = process.argv[2];
  if (!arg) throw new CliError('Name the archive to restore: npm run restore <file>');
  const file = path.resolve(arg);
  if (!fs.existsSync(file)) throw new CliError(`There is no file ${file}.`);
  const customersFile = customersArchiveOf(file);
  if (!fs.existsSync(customersFile))
    throw new CliError(
      `There is no ${customersFile} beside it: a backup is both files (the customer databases are the second).`,
    );
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // Held to the end: no server may start on the directory while it is being replaced.
  const release = acquireDataDirLock(dataDir);
  try {
    const incoming = `${dataDir}.restoring-${process.pid}`;
    const remove = () => {
      fs.rmSync(incoming, { recursive: true, force: true });
      fs.rmSync(customersDataDirOf(incoming), { recursive: true, force: true });
    };
    remove();
    try {
      const database = await openDatabase({
        dataDir: incoming,
        loadDataDir: readArchive(file),
        customers: { dataDir: customersDataDirOf(incoming), loadDataDir: readArchive(customersFile) },
      });
      try {
        // An archive of this application has run its migrations.
        await database.db.execute(sql`select 1 from drizzle.__drizzle_migrations limit 1`);
      } finally {
        await database.close();
      }
    } catch (err) {
      remove();
      throw new CliError(`${file} is not a backup of this sandbox's database: ${(err as Error).message}`);
    }
    let kept: string | null = null;
    if (hasDatabase(dataDir)) {
      kept = `${dataDir}.before-restore-${stamp()}`;
      fs.renameSync(dataDir, kept);
      if (fs.existsSync(customersDataDirOf(dataDir)))
        fs.renameSync(customersDataDirOf(dataDir), customersDataDirOf(kept));
    } else {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    fs.rmSync(customersDataDirOf(dataDir), { recursive: true, force: true });
    fs.renameSync(incoming, dataDir);
    fs.renameSync(customersDataDirOf(incoming), customersDataDirOf(dataDir));
    console.log(`Restored ${file} into ${dataDir}.`);
    if (kept) console.log(`The data it replaced is in ${kept}; delete that directory when you no longer need it.`);
  } finally {
    release();
  }
});
