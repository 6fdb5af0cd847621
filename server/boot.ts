// Opens, migrates and (when empty) seeds the database, then builds the app.
import { count } from 'drizzle-orm';
import { createApp } from './app';
import { AdjustableClock } from './core/clock';
import type { Config } from './core/deps';
import type { RunnerHeartbeat } from './core/health';
import { createDeps, paidHooks } from './create-deps';
import { migrate, openDatabase } from './db/client';
import type { OpenOptions } from './db/database';
import { users } from './db/schema/account';
import { seed } from './seed/seed';

export async function boot(
  open: OpenOptions,
  config: Config,
  opts: { staticDir?: string; seed?: boolean; runner?: RunnerHeartbeat } = {},
) {
  const database = await openDatabase(open);
  const clock = new AdjustableClock();
  // Several processes may start at once on one new PostgreSQL database: one migrates and seeds,
  // the others wait for it and then find the tables and the demo data there.
  const seeded = await database.exclusive(async () => {
    await migrate(database);
    if (opts.seed === false) return false;
    const [{ n }] = (await database.db.select({ n: count() }).from(users)) as [{ n: number }];
    if (n > 0) return false;
    await seed(database.db, database.customers, clock.now(), paidHooks);
    return true;
  });
  const deps = createDeps(database.db, clock, config, database.customers);
  return { database, deps, seeded, app: createApp(deps, { staticDir: opts.staticDir, runner: opts.runner }) };
}
