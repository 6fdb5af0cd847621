// Compiles the server to plain JavaScript for `node` (no TypeScript runner at run time): one ES module,
// dist-server/main.js, with the packages left as imports of node_modules, plus what the server reads
// from beside its own file: the database migrations and the API reference's script (copied from the
// @scalar/api-reference development package, so a production install needs neither it nor its tree).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOut = path.join(root, 'dist-server');

/** Build dist-server/ from server/ and contract/. */
export async function buildServer() {
  const esbuild = await import('esbuild');
  fs.rmSync(serverOut, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { main: path.join(root, 'server/main.ts') },
    outdir: serverOut,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
    // Names in stack traces and in error logs stay readable.
    minify: false,
    outExtension: { '.js': '.js' },
  });
  fs.cpSync(path.join(root, 'server/db/migrations'), path.join(serverOut, 'migrations'), { recursive: true });
  // The customer database server's worker thread runs from a file of its own (customer-server-embedded.ts).
  for (const file of ['customer-db-worker.mjs', 'pglite-durable.mjs'])
    fs.copyFileSync(path.join(root, 'server/db', file), path.join(serverOut, file));
  const scalar = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
    '..',
    'dist/browser/standalone.js',
  );
  fs.mkdirSync(path.join(serverOut, 'api-reference'), { recursive: true });
  fs.copyFileSync(scalar, path.join(serverOut, 'api-reference', 'standalone.js'));
  fs.writeFileSync(path.join(serverOut, 'package.json'), JSON.stringify({ type: 'module' }));
}

/** A digest of every file under the given paths (names and contents), to tell whether a build is current. */
export function digestOf(paths) {
  const hash = createHash('sha256');
  const walk = (p) => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) {
        if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
        walk(path.join(p, name));
      }
    } else {
      hash.update(path.relative(root, p));
      hash.update(fs.readFileSync(p));
    }
  };
  for (const p of paths) walk(path.join(root, p));
  return hash.digest('hex');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await buildServer();
