// The first-load budget, run by `npm test` right after `vite build` (issue 15): what the browser
// loads before the first screen renders, gzip, must stay within 150 KiB however many areas the
// app grows. It holds for index.html's scripts and their static imports (from Vite's manifest),
// and for each first screen (login, overview): that plus the chunks the router splits out of
// the route's files (component, loader, pending/error components: all loaded before the match
// renders), the modules imported dynamically on the way (the preferences
// read) and everything those import statically: what bench/bundle.ts measures in Chromium.
// The first load must also carry no operation of any area: each area's contract reaches the
// browser with that area's routes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routePreloads } from '@server/pages/route-preloads';

export const BUDGET_GZIP_BYTES = 150 * 1024;
/**
 * What one route may add to the first load, gzip: its split parts and everything they import that
 * the entry does not already hold (issue 34). Heavy libraries load only with their screen, and this
 * keeps each screen's share from growing unnoticed.
 */
export const ROUTE_BUDGET_GZIP_BYTES = 120 * 1024;

/** Every route file's split parts and what they import beyond the entry's chunks, as manifest keys. */
export function routeOwnChunks(manifest: Manifest): Map<string, Set<string>> {
  const entry = staticClosure(manifest, [entryKey(manifest)]);
  const byRoute = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const at = key.indexOf(SPLIT);
    if (at < 0 || !key.startsWith('src/routes/')) continue;
    const file = key.slice(0, at);
    byRoute.set(file, [...(byRoute.get(file) ?? []), key]);
  }
  const out = new Map<string, Set<string>>();
  for (const [file, splits] of [...byRoute].sort(([a], [b]) => a.localeCompare(b)))
    out.set(file, new Set([...staticClosure(manifest, splits)].filter((k) => !entry.has(k))));
  return out;
}

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteLoad {
  name: string;
  /** The route files of the match, root first (`src/routes/__root.tsx`, …). */
  routeFiles: string[];
  /** Modules the match imports dynamically before it renders (e.g. in `beforeLoad`). */
  dynamicModules: string[];
}

/** The routes the budget holds for, with what they load on the way to their first render. */
export const budgetedRoutes: RouteLoad[] = [
  {
    name: 'Login (/login)',
    routeFiles: ['src/routes/__root.tsx', 'src/routes/login.tsx'],
    dynamicModules: [],
  },
  {
    name: 'Overview (/)',
    routeFiles: ['src/routes/__root.tsx', 'src/routes/_app.tsx', 'src/routes/_app/index.tsx'],
    // The account operations the preferences read loads (the session check is in the entry).
    dynamicModules: ['src/lib/ops-meta/account.ts'],
  },
];

const SPLIT = '?tsr-split=';

/**
 * The main screen of every area and the page each kind of resource opens on (the screens
 * `npm run bench lighthouse` audits, issue 34), by address. Their first load evaluates no zod:
 * building the library and the contract's schemas cost 100–400 ms of the main thread on a cold
 * load, so these screens call operations through src/lib/ops-meta and check searches with
 * contract/search-text.ts, and forms that validate with zod load when they are opened (ADR 020).
 */
export const ZOD_FREE_SCREENS = [
  '/login',
  '/',
  '/domains',
  '/domains/example.com',
  '/hosting',
  '/databases',
  '/apps/cms',
  '/apps/cms/example',
  '/backups',
  '/vps',
  '/vps/1',
  '/cron',
  '/monitoring',
  '/diagnostics',
  '/billing/invoices',
  '/email',
  '/dns',
  '/dns/example.com',
];

/**
 * The files of a screen's first load (index.html's entry and its imports, then what the server
 * names for the address: server/pages/route-preloads.ts) that hold zod, read from their source
 * maps; a file without a map that has code of its own counts as unknown.
 */
export function zodFilesOf(manifest: Manifest, pathname: string, read: (file: string) => Buffer | undefined): string[] {
  const entry = [...staticClosure(manifest, [entryKey(manifest)])].map((k) => manifest[k]!.file);
  const files = new Set([...entry, ...routePreloads(manifest)(pathname).map((f) => f.replace(/^\//, ''))]);
  const out: string[] = [];
  for (const file of [...files].filter((f) => f.endsWith('.js'))) {
    const map = read(`${file}.map`);
    const sources = map ? (JSON.parse(map.toString('utf8')) as { sources: string[] }).sources : undefined;
    // The bundler's own runtime (module loading) has no map and no module of ours.
    if (!sources && !/rolldown-runtime/.test(file)) out.push(`${file} (no source map to tell)`);
    else if (sources?.some((src) => src.includes('node_modules/zod/'))) out.push(file);
  }
  return out;
}

/** The manifest key of index.html's script. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('the manifest has no entry chunk');
  return key;
}

/** The given chunks and everything they import statically, as manifest keys. */
export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * The chunk the entry's `import(mod)` loads. Vite keys a module imported only dynamically by its
 * source; one that shares a chunk (the account operations, in the shell with the header that
 * imports them statically) the build keys by its source too, beside the chunk's name
 * (vite.config.ts's manifestKeys).
 */
export function dynamicChunk(manifest: Manifest, mod: string): string {
  if (manifest[mod]) return mod;
  throw new Error(`cannot tell which chunk the entry's import of ${mod} loads: the manifest has no key for it`);
}

/**
 * The chunks the entry imports dynamically that the manifest does not name by a module: a chunk
 * without a facade (one a code-splitting group built) whose modules have no keys of their own.
 * If one held a route's split part, that route would look unsplit and be counted short.
 */
export function unnamedDynamicImports(manifest: Manifest): string[] {
  const named = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.src)
      .map((chunk) => chunk.file),
  );
  return (manifest[entryKey(manifest)]!.dynamicImports ?? []).filter((key) => !named.has(manifest[key]?.file ?? ''));
}

/** Every chunk loaded before the route's first render, as manifest keys. */
export function routeChunks(manifest: Manifest, route: RouteLoad): Set<string> {
  const roots = [entryKey(manifest)];
  for (const file of route.routeFiles) {
    const splits = Object.keys(manifest).filter((k) => k.startsWith(file + SPLIT));
    // A route file with nothing to split is wholly in the entry; one that is neither split
    // nor in the manifest would mean the list above no longer names real routes. Its split part
    // could also be in a chunk the manifest does not name by its modules: then it cannot tell.
    if (!splits.length && !fs.existsSync(file)) throw new Error(`no route file ${file}`);
    if (!splits.length && unnamedDynamicImports(manifest).length)
      throw new Error(
        `cannot tell whether ${file} is split: the entry imports chunks the manifest does not name ` +
          `by a module (${unnamedDynamicImports(manifest).join(', ')})`,
      );
    roots.push(...splits);
  }
  for (const mod of route.dynamicModules) roots.push(dynamicChunk(manifest, mod));
  return staticClosure(manifest, roots);
}

export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
}

export function measure(manifest: Manifest, keys: Iterable<string>, read: (file: string) => Buffer): Sizes {
  const files = new Set([...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const buf = read(file);
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { files: files.size, raw, gzip };
}

const quoted = (code: string, text: string) => ['"', "'", '`'].some((q) => code.includes(q + text + q));

/**
 * The operations whose definitions appear in the given code: both the path and the summary
 * as string literals (a route's path alone is often the same as its API path).
 */
export function operationsIn(code: string, ops: ReadonlyArray<{ path: string; summary: string }>): string[] {
  return ops.filter((op) => quoted(code, op.path) && quoted(code, op.summary)).map((op) => op.path);
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const row = (label: string, x: Sizes) =>
  `${label.padEnd(44)} ${String(x.files).padStart(3)} files ${kib(x.raw).padStart(11)} raw ${kib(x.gzip).padStart(10)} gzip`;

async function main() {
  const args = process.argv.slice(2);
  const list = args.includes('--list');
  const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run vite build first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const read = (file: string) => fs.readFileSync(path.join(dist, file));
  const problems: string[] = [];

  const entry = staticClosure(manifest, [entryKey(manifest)]);
  const first = measure(manifest, entry, read);
  const ok = first.gzip <= BUDGET_GZIP_BYTES;
  if (!ok) problems.push(`the first load is ${kib(first.gzip)} gzip, over the ${kib(BUDGET_GZIP_BYTES)} budget`);
  console.log(
    `${row('First load (index.html + static imports)', first)}  goal ≤ ${kib(BUDGET_GZIP_BYTES)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  console.log(
    `${'  of which the entry chunk'.padEnd(44)} ${kib(read(manifest[entryKey(manifest)]!.file).length).padStart(27)} raw`,
  );
  // With the route's lazy chunks too: what loads before that screen is drawn (bench/bundle.ts
  // measures the same in Chromium).
  for (const route of budgetedRoutes) {
    const s = measure(manifest, routeChunks(manifest, route), read);
    const held = s.gzip <= BUDGET_GZIP_BYTES;
    if (!held)
      problems.push(
        `${route.name} loads ${kib(s.gzip)} gzip before it renders, over the ${kib(BUDGET_GZIP_BYTES)} budget ` +
          `(list its chunks with \`npx tsx scripts/size-budget.ts --list\`)`,
      );
    console.log(
      `${row(`  ${route.name} with its route chunks`, s)}  goal ≤ ${kib(BUDGET_GZIP_BYTES)}  ${held ? 'ok' : 'OVER BUDGET'}`,
    );
    if (list) {
      const rows = [...new Set([...routeChunks(manifest, route)].map((k) => manifest[k]!.file))]
        .filter((f) => f.endsWith('.js'))
        .map((f) => ({ f, gz: gzipSync(read(f), { level: 9 }).length }))
        .sort((a, b) => b.gz - a.gz);
      for (const r of rows) console.log(`      ${kib(r.gz).padStart(10)}  ${r.f}`);
    }
  }

  // Each route's own share, beside the first load: the largest ones listed, any over budget named.
  const shares = [...routeOwnChunks(manifest)].map(([file, keys]) => ({ file, size: measure(manifest, keys, read) }));
  shares.sort((a, b) => b.size.gzip - a.size.gzip);
  for (const { file, size } of shares.filter((s) => s.size.gzip > ROUTE_BUDGET_GZIP_BYTES))
    problems.push(
      `${file} adds ${kib(size.gzip)} gzip to the first load, over the ${kib(ROUTE_BUDGET_GZIP_BYTES)} a route may`,
    );
  console.log(`Each route's own chunks (${shares.length} routes), the largest:`);
  for (const { file, size } of shares.slice(0, list ? shares.length : 3))
    console.log(
      `${row(`  ${file.replace('src/routes/', '')}`, size)}  goal ≤ ${kib(ROUTE_BUDGET_GZIP_BYTES)}  ${size.gzip <= ROUTE_BUDGET_GZIP_BYTES ? 'ok' : 'OVER BUDGET'}`,
    );

  const readIfThere = (file: string) => (fs.existsSync(path.join(dist, file)) ? read(file) : undefined);
  const withZod = ZOD_FREE_SCREENS.map((at) => ({ at, files: zodFilesOf(manifest, at, readIfThere) })).filter(
    (s) => s.files.length,
  );
  for (const { at, files } of withZod)
    problems.push(
      `${at}'s first load holds zod (${files.join(', ')}): call operations through src/lib/ops-meta, check ` +
        'searches with contract/search-text.ts and load forms that validate with zod when they open (ADR 020)',
    );
  if (!withZod.length)
    console.log(`The first load of each of the ${ZOD_FREE_SCREENS.length} main screens holds no zod.`);

  // Loaded here, not at the top: the counting above is tested without the whole contract.
  const { operations } = await import('@contract/registry');
  const entryCode = [...entry]
    .map((k) => manifest[k]!.file)
    .filter((f) => f.endsWith('.js'))
    .map((f) => read(f).toString('utf8'))
    .join('\n');
  const leaked = operationsIn(entryCode, operations);
  if (leaked.length)
    problems.push(
      `the first load carries ${leaked.length} contract operation(s), e.g. ${leaked.slice(0, 5).join(', ')}: ` +
        "import an area's contract and queries only from split route code (loaders, components), and keep " +
        'validateSearch free of contract and page imports (src/lib/search-params.ts)',
    );
  else console.log('The first load carries no contract operation: each area loads with its routes.');

  if (problems.length) {
    for (const p of problems) console.error(`First-load budget: ${p}.`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
