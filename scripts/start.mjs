// `npm start`: build what changed, then run the compiled server in this process with plain node.
// The dashboard is rebuilt only when its sources changed since the last build (a digest of src/,
// contract/, the build configuration and the lock file, kept in dist/.build-digest), and the server
// likewise (dist-server/.build-digest); a restart with nothing changed builds nothing, and reads none
// of those files either when their sizes and change times are the ones the stamp recorded.
//
// On a first start both builds and the database's creation and demo seed take seconds each, so they
// overlap: the dashboard builds in a child process (Vite) while this process builds the server and
// starts it, and the server opens, migrates and seeds its database meanwhile. The server mounts the
// dashboard and opens its port only once the build is done (DASHBOARD_BUILD below, read by
// server/main.ts), so nobody is served a page of a half-written build.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, digestOf, serverOut } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildOnly = process.argv.includes('--build-only');

/** Where server/main.ts looks for the dashboard build under way: a promise, fulfilled once it is done. */
const DASHBOARD_BUILD = Symbol.for('hosting-panel.dashboard-build');

/** How much lower the dashboard build runs than the server (a nice value: 0 the same, 19 the lowest). */
const BUILD_NICENESS = 10;

const SHARED = ['contract', 'package-lock.json', 'tsconfig.json'];
const targets = {
  dashboard: {
    stamp: path.join(root, 'dist', '.build-digest'),
    inputs: [...SHARED, 'src', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'aliases.ts'],
    build: () =>
      new Promise((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
          { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
        );
        // Below the server's priority: on a first start the server's own start (initdb, migrations, the
        // demo seed: one thread, one step after another) is the longer path, and the build's threads
        // take whatever CPU it leaves (`npm run build` alone keeps its priority). Best effort: a system may refuse it.
        if (child.pid && !buildOnly)
          try {
            os.setPriority(child.pid, BUILD_NICENESS);
          } catch {
            // not allowed here: the build runs at the same priority, only the order of work differs
          }
        child.once('error', reject);
        child.once('exit', (code, signal) =>
          code === 0
            ? resolve()
            : reject(
                new Error(
                  `the dashboard did not build (vite build ${signal ?? `exited ${code}`}; its errors are above)`,
                ),
              ),
        );
        // This process giving up (a failed server build) stops the build too; Ctrl-C reaches both anyway.
        process.once('exit', () => child.exitCode === null && child.kill());
      }),
  },
  server: {
    stamp: path.join(serverOut, '.build-digest'),
    inputs: [...SHARED, 'server', 'scripts/build-server.mjs'],
    build: buildServer,
  },
};

/**
 * Every file under the given paths by name, size and modification and change times (not contents): the
 * same files as `digestOf` and more (tests too), so an input that changed always changes it. Stat calls
 * only: a few milliseconds, where hashing the contents takes 0.1–0.3 s of a restart.
 */
function signatureOf(paths) {
  const hash = createHash('sha256');
  const walk = (p) => {
    const st = fs.statSync(p, { throwIfNoEntry: false, bigint: true });
    if (!st) return;
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) if (name !== 'node_modules') walk(path.join(p, name));
    } else hash.update(`${path.relative(root, p)}\0${st.size}\0${st.mtimeNs}\0${st.ctimeNs}\n`);
  };
  for (const p of paths) walk(path.join(root, p));
  return hash.digest('hex');
}

/**
 * Build `name` unless its inputs are unchanged; resolves once it is current. The stamp holds the digest
 * of the inputs' contents and, on its second line, their signature: the same signature means the same
 * files, so the contents are hashed only when it differs (a checkout, an edit, a copy of the tree), and
 * a file touched but not changed builds nothing.
 */
async function ensureBuilt(name) {
  const t = targets[name];
  const signature = signatureOf(t.inputs);
  const [stamped, stampedSignature] = fs.existsSync(t.stamp) ? fs.readFileSync(t.stamp, 'utf8').split('\n') : [];
  if (stamped && stampedSignature === signature) return;
  const digest = digestOf(t.inputs);
  if (stamped !== digest) {
    const t0 = performance.now();
    await t.build();
    process.stdout.write(`Built the ${name} in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  }
  // The signature taken before the build: a file changed during it leaves a stamp that no longer matches.
  fs.writeFileSync(t.stamp, `${digest}\n${signature}`);
}

const failed = (err) => {
  process.stderr.write(`${err instanceof Error ? err.message : err}\n`);
  process.exit(1);
};

// Started first: it is the longest step, and runs in its own process beside everything below. A failure
// is told at once, whatever this process is doing meanwhile.
const dashboard = ensureBuilt('dashboard');
dashboard.catch((err) => process.stderr.write(`${err instanceof Error ? err.message : err}\n`));
await ensureBuilt('server').catch(failed);
performance.mark('builds checked');

if (buildOnly) await dashboard.catch(() => process.exit(1));
else {
  // The server stops on a failed dashboard build once its database is ready, not in the middle of
  // creating it (an interrupted initdb would leave a data directory that cannot start).
  globalThis[DASHBOARD_BUILD] = dashboard;
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(path.join(serverOut, 'main.js')).href);
}
