// Opens, migrates and (when empty) seeds the database, then builds the app.
import { count } from 'drizzle-orm';
import { createApp } from './app';
import { AdjustableClock } from './core/clock';
import type { Config } from './core/deps';
import { createDeps, paidHooks } from './create-deps';
import { migrate, openDatabase, type OpenOptions } from './db/client';
import { users } from './db/schema';
import { seed } from './seed/seed';

export async function boot(open: OpenOptions, config: Config, opts: { staticDir?: string; seed?: boolean } = {}) {
  const database = await openDatabase(open);
  await migrate(database);
  const clock = new AdjustableClock();
  let seeded = false;
  if (opts.seed !== false) {
    const [{ n }] = (await database.db.select({ n: count() }).from(users)) as [{ n: number }];
    if (n === 0) {
      await seed(database.db, clock.now(), paidHooks);
      seeded = true;
    }
  }
  const deps = createDeps(database.db, clock, config);
  return { database, deps, seeded, app: createApp(deps, { staticDir: opts.staticDir }) };
}
