// `npm run seed -- [--scale N]`: migrate and seed the database (as `npm run api`
// would), and with --scale add N rows to the big lists for performance work.
import { readEnv } from './config';
import { boot } from './boot';
import { DataDirLockedError } from './db/lock';
import { seedScale } from './seed/scale';

// A command-line tool: its output is for the person who ran it, not the server's log.
const say = (line: string) => process.stdout.write(`${line}\n`);
const complain = (line: string) => process.stderr.write(`${line}\n`);

const args = process.argv.slice(2);
const cmd = args[0];
if (cmd !== 'seed') {
  complain('usage: tsx server/cli.ts seed [--scale N]');
  process.exit(2);
}
const i = args.indexOf('--scale');
const scale = i >= 0 ? Number(args[i + 1]) : 0;
if (!Number.isInteger(scale) || scale < 0 || scale > 1_000_000) {
  complain('--scale takes a whole number from 0 to 1000000');
  process.exit(2);
}
const env = readEnv();
try {
  const { database, deps, seeded } = await boot(
    env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir },
    env.config,
  );
  say(seeded ? 'Seeded the demo data.' : 'Demo data already present.');
  if (scale) {
    const t0 = Date.now();
    await seedScale(deps.db, deps.clock.now(), scale);
    say(
      `Added ${scale} mailboxes, DNS records, invoices and audit events in ${((Date.now() - t0) / 1000).toFixed(1)} s.`,
    );
  }
  await database.close();
} catch (err) {
  if (err instanceof DataDirLockedError) {
    complain(err.message);
    process.exit(1);
  }
  throw err;
}
