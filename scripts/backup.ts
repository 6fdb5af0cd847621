// `npm run backup [file]`: saves the embedded database (the PGlite data directory) to a gzipped
// tar archive, by default `hosting-sandbox-<UTC time>.tar.gz` here, and the customer databases
// (their own server's directory, ADR 028) beside it as `….customers.tar.gz`. Refused while an API process
// holds the directory (stop it first), and on PostgreSQL (use pg_dump; see the README).
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@server/db/client';
import {
  CliError,
  customersArchiveOf,
  embeddedDataDir,
  hasDatabase,
  runCli,
  stamp,
  writeArchive,
} from './sandbox-data';

await runCli('back up', async () => {
  const dataDir = embeddedDataDir('back up');
  if (!hasDatabase(dataDir)) throw new CliError(`There is no embedded database in ${dataDir} to back up.`);
  const file = path.resolve(process.argv[2] ?? `hosting-sandbox-${stamp()}.tar.gz`);
  const customersFile = customersArchiveOf(file);
  for (const f of [file, customersFile])
    if (fs.existsSync(f)) throw new CliError(`${f} already exists; give another file name.`);
  // Opening takes the data directory's lock, so no server can start and write while it is copied.
  const database = await openDatabase({ dataDir });
  try {
    const tar = new Uint8Array(await (await database.dump!()).arrayBuffer());
    const customers = new Uint8Array(await (await database.customers.dump!()).arrayBuffer());
    writeArchive(file, tar);
    writeArchive(customersFile, customers);
  } finally {
    await database.close();
  }
  const mb = (fs.statSync(file).size / 1e6).toFixed(1);
  console.log(
    `Saved the embedded database in ${dataDir} to ${file} (${mb} MB), its customer databases to ${customersFile}.`,
  );
  console.log(`Bring it back with: npm run restore ${file}`);
});
