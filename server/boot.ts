// Opens, migrates and (when empty) seeds the database, then builds the app.
import { count } from 'drizzle-orm';
import { createApp } from './app';
import { AdjustableClock, type Config, type Deps } from './core/deps';
import { migrate, openDatabase, type OpenOptions } from './db/client';
import { users } from './db/schema';
import { seed } from './db/seed';
import { createInfra } from './infra/index';

export async function boot(open: OpenOptions, config: Config, opts: { staticDir?: string; seed?: boolean } = {}) {
  const database = await openDatabase(open);
  await migrate(database);
  const clock = new AdjustableClock();
  let seeded = false;
  if (opts.seed !== false) {
    const [{ n }] = (await database.db.select({ n: count() }).from(users)) as [{ n: number }];
    if (n === 0) {
      await seed(database.db, clock.now());
      seeded = true;
    }
  }
  const deps: Deps = { db: database.db, clock, config, infra: createInfra(database.db) };
  return { database, deps, seeded, app: createApp(deps, { staticDir: opts.staticDir }) };
}
