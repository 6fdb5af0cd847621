import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dynamicChunk,
  measure,
  operationsIn,
  routeChunks,
  routeOwnChunks,
  staticClosure,
  unnamedDynamicImports,
  zodFilesOf,
  type Manifest,
} from './size-budget';

// A tiny build: index.html's entry imports the router and a shared helper statically, and the
// login route's component (split) imports a form library; the overview's split chunks import the
// account area, which the entry imports only dynamically. The session, imported dynamically by the
// entry and statically by a route, is in a shared chunk that the build keys by its name and by the
// module (vite.config.ts's manifestKeys).
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_router.js', '_shared.js'],
    dynamicImports: ['src/routes/login.tsx?tsr-split=component', '_session.js', 'src/lib/ops-meta/account.ts'],
  },
  '_router.js': { file: 'assets/router.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_session.js': { file: 'assets/session.js', name: 'session', imports: ['_shared.js'] },
  'src/lib/session.ts': {
    file: 'assets/session.js',
    name: 'session',
    src: 'src/lib/session.ts',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  'src/lib/ops-meta/account.ts': {
    file: 'assets/account.js',
    src: 'src/lib/ops-meta/account.ts',
    isDynamicEntry: true,
  },
  'src/routes/login.tsx?tsr-split=component': {
    file: 'assets/login.js',
    src: 'src/routes/login.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_form.js', 'index.html'],
  },
  '_form.js': { file: 'assets/form.js', imports: ['_shared.js'] },
  'src/routes/_app/index.tsx?tsr-split=loader': {
    file: 'assets/overview-loader.js',
    src: 'src/routes/_app/index.tsx?tsr-split=loader',
    isDynamicEntry: true,
    imports: ['src/lib/ops-meta/account.ts'],
  },
  'src/routes/_app/index.tsx?tsr-split=component': {
    file: 'assets/overview.js',
    src: 'src/routes/_app/index.tsx?tsr-split=component',
    isDynamicEntry: true,
  },
  '_styles.css': { file: 'assets/index.css' },
};

describe('the first-load count', () => {
  it('is the entry and what it imports statically, never its dynamic imports', () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual(['_router.js', '_shared.js', 'index.html']);
  });

  it('adds every split chunk of the route files of a match, and what the match imports dynamically', () => {
    const login = routeChunks(manifest, {
      name: 'login',
      routeFiles: ['src/routes/login.tsx'],
      dynamicModules: ['src/lib/session.ts'],
    });
    expect([...login].sort()).toEqual([
      '_form.js',
      '_router.js',
      '_shared.js',
      'index.html',
      'src/lib/session.ts',
      'src/routes/login.tsx?tsr-split=component',
    ]);
    const overview = routeChunks(manifest, {
      name: 'overview',
      routeFiles: ['src/routes/_app/index.tsx'],
      dynamicModules: ['src/lib/ops-meta/account.ts'],
    });
    expect(overview.has('src/routes/_app/index.tsx?tsr-split=loader')).toBe(true);
    expect(overview.has('src/routes/_app/index.tsx?tsr-split=component')).toBe(true);
    expect(overview.has('src/lib/ops-meta/account.ts')).toBe(true);
    expect(overview.has('_form.js')).toBe(false);
  });

  it('refuses a dynamic module it cannot find, instead of counting less', () => {
    expect(() => dynamicChunk(manifest, 'src/lib/nowhere.ts')).toThrow(/cannot tell/);
    expect(dynamicChunk(manifest, 'src/lib/session.ts')).toBe('src/lib/session.ts');
  });

  // A code-splitting group's chunk (the shell) holding the layout's split part: the build keys it
  // by the group's name and by the split part, which the count then finds like any other.
  const shell = { file: 'assets/shell.js', name: 'shell', imports: ['_shared.js'] };
  const grouped: Manifest = {
    ...manifest,
    'index.html': {
      ...manifest['index.html']!,
      dynamicImports: [...manifest['index.html']!.dynamicImports!, '_shell.js'],
    },
    '_shell.js': shell,
    'src/routes/_app.tsx?tsr-split=component': {
      ...shell,
      src: 'src/routes/_app.tsx?tsr-split=component',
      isDynamicEntry: true,
    },
  };

  it('counts a route whose split part a code-splitting group holds', () => {
    expect(unnamedDynamicImports(grouped)).toEqual([]);
    const layout = routeChunks(grouped, { name: 'layout', routeFiles: ['src/routes/_app.tsx'], dynamicModules: [] });
    expect([...layout].map((k) => grouped[k]!.file)).toContain('assets/shell.js');
  });

  it('refuses a route that looks unsplit while the entry imports a chunk no module names', () => {
    const { 'src/routes/_app.tsx?tsr-split=component': _split, ...unnamed } = grouped;
    expect(unnamedDynamicImports(unnamed)).toEqual(['_shell.js']);
    expect(() =>
      routeChunks(unnamed, { name: 'layout', routeFiles: ['src/routes/_app.tsx'], dynamicModules: [] }),
    ).toThrow(/cannot tell whether src\/routes\/_app.tsx is split/);
  });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-budget-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sums the raw and gzip bytes of each JavaScript file once', () => {
    const bodies: Record<string, string> = {
      'assets/index.js': 'console.log("entry");'.repeat(50),
      'assets/router.js': 'export const router = 1;'.repeat(80),
      'assets/shared.js': 'export const shared = 2;',
      'assets/index.css': 'body{}',
    };
    const read = (file: string) => Buffer.from(bodies[file]!);
    const keys = ['index.html', '_router.js', '_shared.js', '_styles.css', '_shared.js'];
    const sizes = measure(manifest, keys, read);
    const js = ['assets/index.js', 'assets/router.js', 'assets/shared.js'];
    expect(sizes.files).toBe(3);
    expect(sizes.raw).toBe(js.reduce((n, f) => n + bodies[f]!.length, 0));
    expect(sizes.gzip).toBe(js.reduce((n, f) => n + gzipSync(bodies[f]!, { level: 9 }).length, 0));
  });
});

describe("a route's own share", () => {
  it('is its split parts and what they import beyond the entry, per route file', () => {
    const shares = routeOwnChunks(manifest);
    expect([...shares.keys()]).toEqual(['src/routes/_app/index.tsx', 'src/routes/login.tsx']);
    // The login form's library is the login route's; the entry's router and shared helper are nobody's.
    expect(shares.get('src/routes/login.tsx')).toEqual(
      new Set(['src/routes/login.tsx?tsr-split=component', '_form.js']),
    );
    expect(shares.get('src/routes/_app/index.tsx')).toEqual(
      new Set([
        'src/routes/_app/index.tsx?tsr-split=loader',
        'src/lib/ops-meta/account.ts',
        'src/routes/_app/index.tsx?tsr-split=component',
      ]),
    );
  });
});

describe('operations in the first load', () => {
  const ops = [
    { path: '/account/balance', summary: 'Account balance and its events' },
    { path: '/email/accounts', summary: 'List mailboxes' },
  ];
  it('counts an operation whose path and summary both appear, not a route with the same path', () => {
    const routeTree = 'update({id:"/account/balance",path:"/account/balance"})';
    expect(operationsIn(routeTree, ops)).toEqual([]);
    const contract = `${routeTree};x={method:"GET",path:"/email/accounts",summary:"List mailboxes"}`;
    expect(operationsIn(contract, ops)).toEqual(['/email/accounts']);
  });
});

describe("zod in a screen's first load", () => {
  // Source maps by file: the form library bundles zod, the rest is the dashboard's own code.
  const maps: Record<string, string[]> = {
    'assets/index.js.map': ['../../src/main.tsx'],
    'assets/router.js.map': ['../../node_modules/@tanstack/react-router/dist/esm/router.js'],
    'assets/shared.js.map': ['../../src/lib/cn.ts'],
    'assets/login.js.map': ['../../src/routes/login.tsx'],
    'assets/form.js.map': ['../../node_modules/zod/v4/core/core.js', '../../src/lib/form.ts'],
    'assets/overview.js.map': ['../../src/routes/_app/index.tsx'],
    'assets/overview-loader.js.map': ['../../src/routes/_app/index.tsx'],
    'assets/account.js.map': ['../../src/lib/ops-meta/account.ts'],
  };
  const read = (file: string) => (maps[file] ? Buffer.from(JSON.stringify({ sources: maps[file] })) : undefined);

  it("names the files of the address's route chunks whose sources include zod", () => {
    expect(zodFilesOf(manifest, '/login', read)).toEqual(['assets/form.js']);
  });

  it('finds none where no file of the load holds it', () => {
    expect(zodFilesOf(manifest, '/', read)).toEqual([]);
  });

  it('counts a file it cannot read a map for as unknown, not as free of zod', () => {
    const noMap = (file: string) => (file === 'assets/account.js.map' ? undefined : read(file));
    expect(zodFilesOf(manifest, '/', noMap)).toEqual(['assets/account.js (no source map to tell)']);
  });
});
