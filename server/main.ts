// `npm run api` / `npm start`: one process serving the API and, when built, the dashboard.
import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import { boot } from './boot';
import { readEnv } from './config';
import { startJobRunner } from './core/jobs';
import { pruneCounters } from './core/rate-limit';
import { compactChangeLog } from './core/revision';
import { DataDirLockedError } from './db/lock';
import { DEMO } from './seed/seed';
import { seedScale } from './seed/scale';

const env = readEnv();
const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');

try {
  const { database, deps, app, seeded } = await boot(
    env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir },
    env.config,
    { staticDir },
  );
  // A fresh database can be grown at once for performance work and browser tests (e.g. SEED_SCALE=10000).
  const scale = Number(process.env.SEED_SCALE ?? 0);
  if (seeded && scale > 0) await seedScale(deps.db, deps.clock.now(), scale);
  // The VPS console's WebSocket (/console/ws) upgrades through this server; noServer: the HTTP server is Hono's.
  const websocket = { server: new WebSocketServer({ noServer: true }) };
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host, websocket }, () => {
    const hasSpa = fs.existsSync(path.join(staticDir, 'index.html'));
    console.log(
      hasSpa
        ? `Dashboard: ${env.config.appUrl}/`
        : `API: ${env.config.appUrl}/api/v1 (dashboard not built: run npm start)`,
    );
    console.log(`Demo login: ${DEMO.email} / ${DEMO.password}`);
    console.log(`API reference: ${env.config.appUrl}/api/v1/docs`);
    console.log(
      `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ', seeded with demo data' : ''}`,
    );
  });
  const stopJobs = startJobRunner(deps);
  const prune = setInterval(() => pruneCounters(deps).catch((e) => console.error('prune failed', e)), 10 * 60_000);
  prune.unref();
  // The revision is read on every admission: keep its log short.
  const compact = setInterval(
    () => compactChangeLog(deps.db).catch((e) => console.error('compaction failed', e)),
    5_000,
  );
  compact.unref();
  const stop = () => {
    clearInterval(prune);
    clearInterval(compact);
    stopJobs();
    server.close();
    database.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
