// `npm start`: build what changed, then run the compiled server in this process with plain node.
// The dashboard is rebuilt only when its sources changed since the last build (a digest of src/,
// contract/, the build configuration and the lock file, kept in dist/.build-digest), and the server
// likewise (dist-server/.build-digest); a restart with nothing changed builds nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, digestOf, serverOut } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildOnly = process.argv.includes('--build-only');

const SHARED = ['contract', 'package-lock.json', 'tsconfig.json'];
const targets = [
  {
    name: 'dashboard',
    stamp: path.join(root, 'dist', '.build-digest'),
    inputs: [...SHARED, 'src', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'aliases.ts'],
    build: () => {
      const r = spawnSync(
        process.execPath,
        [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
        {
          cwd: root,
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      if (r.status !== 0) throw new Error('the dashboard did not build (vite build failed; its errors are above)');
    },
  },
  {
    name: 'server',
    stamp: path.join(serverOut, '.build-digest'),
    inputs: [...SHARED, 'server', 'scripts/build-server.mjs'],
    build: buildServer,
  },
];

for (const t of targets) {
  const digest = digestOf(t.inputs);
  const current = fs.existsSync(t.stamp) && fs.readFileSync(t.stamp, 'utf8') === digest;
  if (current) continue;
  const t0 = performance.now();
  process.stdout.write(`Building the ${t.name}… `);
  try {
    await t.build();
  } catch (err) {
    process.stdout.write('failed\n');
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  fs.writeFileSync(t.stamp, digest);
  process.stdout.write(`done in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}

if (!buildOnly) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(path.join(serverOut, 'main.js')).href);
}
