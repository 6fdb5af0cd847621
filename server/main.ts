// The server process (`npm start` runs it compiled, `npm run api` and `npm run dev` from source): the
// API and, when built, the dashboard, on one port. Configuration comes from the environment, checked
// at start (config.ts); a bad value stops the start with one line. SIGTERM or SIGINT stop it
// gracefully: no new connections, the requests under way answered (up to SHUTDOWN_TIMEOUT_SECONDS),
// the job runner's current step finished, then the database closed. A second signal exits at once.
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { consoleWebSocketServer } from './areas/vps/console-socket-server';
import { boot } from './boot';
import { ConfigError, readEnv, type Env } from './config';
import { startJobRunner, type JobRunner } from './core/jobs';
import { configureLog, log } from './core/log';
import { pruneCounters } from './core/admission/rate-limit';
import { compactChangeLog } from './core/revision';
import { DataDirLockedError } from './db/lock';
import { drainable } from './http-drain';
import { mountSpa } from './pages/spa';
import { DEMO } from './seed/seed';
import { seedScale } from './seed/scale';

// Each phase of the start ends with a mark (here, in scripts/start.mjs and in db/): at LOG_LEVEL=debug
// the ready line is followed by them, so a slow start says where its time went (issue 36).
performance.mark('server modules loaded');

let env: Env;
try {
  env = readEnv();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`Configuration error: ${err.message}\n`);
  process.exit(1);
}
await configureLog(env.logLevel, env.prettyLogs);
performance.mark('configuration read');

// `npm start` (scripts/start.mjs) builds the dashboard in another process while this one prepares its
// database: then the dashboard is mounted, and the port opened, once that build is done.
const dashboardBuild = (globalThis as { [key: symbol]: Promise<void> | undefined })[
  Symbol.for('hosting-panel.dashboard-build')
];

try {
  const started = performance.now();
  let runner: JobRunner | null = null;
  const { database, deps, app, seeded } = await boot(
    env.databaseUrl
      ? {
          databaseUrl: env.databaseUrl,
          customers: { url: env.customerDatabasesUrl },
          onIdleError: (err) => log.warn({ err }, 'PostgreSQL closed an idle connection'),
        }
      : { dataDir: env.dataDir },
    env.config,
    { staticDir: dashboardBuild ? undefined : env.staticDir, runner: () => runner?.heartbeat() ?? null },
  );
  performance.mark('database ready, app built');
  // A fresh database can be grown at once for performance work and browser tests (e.g. SEED_SCALE=10000).
  if (seeded && env.seedScale > 0) await seedScale(deps.db, deps.clock.now(), env.seedScale);
  if (dashboardBuild) {
    // start.mjs has said why a build failed; the database, ready by now, is closed as on any stop.
    if (
      !(await dashboardBuild.then(
        () => true,
        () => false,
      ))
    ) {
      await database.close();
      process.exit(1);
    }
    mountSpa(app, env.staticDir);
    performance.mark('dashboard build done');
  }
  // The VPS console's WebSocket (/console/ws) upgrades through this server; it refuses a frame over 64 KiB (1009).
  const websocket = { server: consoleWebSocketServer() };
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host, websocket }, () => {
    const hasSpa = fs.existsSync(path.join(env.staticDir, 'index.html'));
    const url = env.config.appUrl;
    log.info(hasSpa ? `Dashboard: ${url}/` : `API: ${url}/api/v1 (the dashboard is not built: run npm start)`);
    log.info(`Demo login: ${DEMO.email} / ${DEMO.password}`);
    log.info(
      `Data: ${database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${path.relative(process.cwd(), env.dataDir) || '.'}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ', seeded with the demo' : ''}; ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    performance.mark('listening');
    log.debug(startPhases(), 'start phases: ms since the process started, CPU ms spent by then');
  }) as Server;
  // An idle keep-alive connection stays open 65 s, longer than a reverse proxy's or an HTTP client's own
  // idle limit (nginx and load balancers keep 60 s): with Node's 5 s, a client that reuses a connection as
  // the server closes it gets ECONNRESET (a browser test's API call did, on a loaded machine). Node asks
  // for the headers timeout to exceed it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const drain = drainable(server);
  runner = startJobRunner(deps, 1000, (err) => log.error({ err }, 'job runner'));
  const prune = setInterval(() => pruneCounters(deps).catch((err) => log.error({ err }, 'prune failed')), 10 * 60_000);
  prune.unref();
  // The revision is read on every admission: keep its log short.
  const compact = setInterval(
    () => compactChangeLog(deps.db).catch((err) => log.error({ err }, 'compaction failed')),
    5_000,
  );
  compact.unref();

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} again: exiting at once`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: finishing the requests under way, then stopping`);
    clearInterval(prune);
    clearInterval(compact);
    // Open consoles are told the server is going away (1001), so their sockets do not hold the close.
    for (const ws of websocket.server.clients) ws.close(1001, 'The server is restarting; reconnect in a moment');
    const closed = drain.stop();
    const deadline = setTimeout(() => {
      log.warn(`requests still open after ${env.shutdownTimeoutMs / 1000} s: closing their connections`);
      drain.closeAll();
    }, env.shutdownTimeoutMs);
    deadline.unref();
    await Promise.all([closed, runner?.stop()]);
    clearTimeout(deadline);
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', (s) => void stop(s));
  process.on('SIGTERM', (s) => void stop(s));
} catch (err) {
  if (err instanceof DataDirLockedError) {
    log.fatal(err.message);
    process.exit(1);
  }
  log.fatal({ err }, 'the server could not start');
  process.exit(1);
}

/** The marks set along the start, in ms since the process started, and the CPU the start has spent. */
function startPhases() {
  const phases: Record<string, number> = {};
  for (const mark of performance.getEntriesByType('mark')) phases[mark.name] = Math.round(mark.startTime);
  const cpu = process.cpuUsage();
  return { phases, cpuMs: Math.round((cpu.user + cpu.system) / 1000), mainThreadCpuMs: mainThreadCpuMs() };
}

/**
 * This thread's CPU time (Linux: utime + stime of /proc/thread-self/stat, in clock ticks of 10 ms): the
 * part of the start that other threads (the customer server's, WebAssembly compilation) cannot overlap.
 */
function mainThreadCpuMs(): number | undefined {
  try {
    const fields = fs.readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
