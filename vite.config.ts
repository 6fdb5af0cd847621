// SPA build: TanStack Router generates src/routeTree.gen.ts from src/routes and
// splits each route's component and loader into chunks of their own; Tailwind 4 runs as a Vite
// plugin. In dev, /api goes to the sandbox API so the session cookie stays
// same-origin (SameSite=Strict) exactly as in production.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Manifest, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { aliases } from './aliases';

/**
 * Brotli and gzip copies of every built script and stylesheet, beside the file: the server
 * sends the one the browser accepts (serveStatic `precompressed`), compressed once at build
 * time instead of on every request: brotli at 10 (11 costs over twice the time for about 1 %
 * smaller files, seconds of a first start), gzip at 9.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // On libuv's thread pool, every file at once: seconds of a first start otherwise (ADR 025).
    async writeBundle(_options, bundle) {
      const brotli = promisify(zlib.brotliCompress);
      const gzip = promisify(zlib.gzip);
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => /\.(js|css|svg)$/.test(file))
          .map(async (file) => {
            const body = await fs.promises.readFile(path.join(outDir, file));
            const [br, gz] = await Promise.all([
              brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } }),
              gzip(body, { level: 9 }),
            ]);
            await fs.promises.writeFile(path.join(outDir, `${file}.br`), br);
            await fs.promises.writeFile(path.join(outDir, `${file}.gz`), gz);
          }),
      );
    },
  };
}

/**
 * The stylesheet before the scripts in the built index.html (Vite adds it after them). The page's
 * first frame (index.html's #root) needs only the stylesheet: asked for first, it arrives before
 * the scripts, so the browser draws that frame while they still load, not after they have run.
 */
export function stylesheetsFirst(html: string): string {
  const links = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  const firstScript = html.search(/[ \t]*<script type="module"/);
  if (!links.length || firstScript < 0 || html.indexOf(links[0]!) < firstScript) return html;
  const without = links.reduce((h, link) => h.replace(link, ''), html);
  const at = without.search(/[ \t]*<script type="module"/);
  return without.slice(0, at) + links.join('') + without.slice(at);
}

/**
 * A manifest key for each module imported with `import()` that shares a chunk with other modules.
 * Vite keys a chunk by its facade module (index.html, a route's split part, a module only
 * imported dynamically); a chunk a code-splitting group has built (the shell, with the `_app`
 * layout's split part) or that the automatic splitting shared has none, so the manifest would not
 * say where such a module lives, and what reads it (server/pages/route-preloads.ts,
 * scripts/size-budget.ts) could not find a route's chunk. Each such module gets the entry Vite
 * gives a dynamic entry: its chunk's file, with that chunk's imports.
 */
export function keyDynamicImports(
  manifest: Manifest,
  chunks: { fileName: string; facadeModuleId: string | null; moduleIds: string[] }[],
  isImportedDynamically: (id: string) => boolean,
  root: string,
): Manifest {
  const keyOf = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
  const out = { ...manifest };
  for (const chunk of chunks) {
    const entry = manifest[keyOf.get(chunk.fileName) ?? ''];
    if (!entry) continue;
    for (const id of chunk.moduleIds) {
      if (id === chunk.facadeModuleId || id.startsWith('\0') || !isImportedDynamically(id)) continue;
      const key = path.relative(root, id).split(path.sep).join('/');
      if (key in out) continue;
      const { file, name, imports, dynamicImports, css } = entry;
      out[key] = { file, name, src: key, isDynamicEntry: true, imports, dynamicImports, css };
    }
  }
  return out;
}

function manifestKeys(): Plugin {
  let root = '';
  let manifestFile = '.vite/manifest.json';
  return {
    name: 'manifest-dynamic-import-keys',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      if (typeof config.build.manifest === 'string') manifestFile = config.build.manifest;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle[manifestFile];
        if (asset?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const manifest = keyDynamicImports(
          JSON.parse(String(asset.source)) as Manifest,
          chunks,
          (id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
          root,
        );
        asset.source = JSON.stringify(manifest, null, 2);
      },
    },
  };
}

function cssFirst(): Plugin {
  return {
    name: 'stylesheets-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetsFirst },
  };
}

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Loaders too: a loader imports its area's queries and, through them, the area's contract
      // (operations and zod schemas). Left in the route file they would sit in the entry chunk,
      // every area's on every first load; split, each area's contract reaches the browser with
      // its routes. Only validateSearch, loaderDeps and beforeLoad stay critical. All of a route's
      // split parts share one chunk: the loader and the component load together anyway, and one
      // request per route instead of two or four shortens the first screen's wave of requests
      // (HTTP/1.1 sends six at a time).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    precompress(),
    cssFirst(),
    manifestKeys(),
  ],
  resolve: { alias: aliases },
  server: {
    port: 5173,
    strictPort: true,
    // Problem-type pages and the sandbox payment provider are served by the API too.
    proxy: {
      ...Object.fromEntries(
        ['/api', '/errors', '/sandbox'].map((p) => [p, { target: 'http://127.0.0.1:8787', changeOrigin: false }]),
      ),
      // The VPS console is a WebSocket outside /api.
      '/console': { target: 'http://127.0.0.1:8787', changeOrigin: false, ws: true },
    },
  },
  preview: { port: 5173 },
  // The manifest is what scripts/size-budget.ts counts the first load from.
  build: {
    outDir: 'dist',
    // Maps are written for whoever debugs a build, but not linked from the scripts, and the server
    // never serves them (server/pages/spa.ts): the source is not published to every visitor.
    sourcemap: 'hidden',
    manifest: true,
    // Every browser the dashboard supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (Chrome 136 and later): every function of a chunk is compiled
        // while the chunk streams in, off the main thread, instead of on its first call. A chunk is
        // loaded when its screen is, and most of what it holds runs then: the router's set-up took
        // 21 ms of the main thread without it and 12 with it (ADR 020, issue 34).
        postBanner: '//# allFunctionsCalledOnLoad',
        codeSplitting: {
          // Few, larger files on the first screens (ADR 020): Lighthouse simulates each script that
          // has arrived before the first paint over HTTP/1.1's six connections at 150 ms a round
          // trip, so a dozen files of 1–2 KiB cost round trips more than their bytes. Left alone,
          // the automatic splitting makes a chunk of each set of modules that a different set of
          // routes shares. A group takes its modules' static imports with it
          // (includeDependenciesRecursively) unless a group of higher priority has claimed them, so
          // the widely shared modules are claimed first (the entry, the form controls, the shell)
          // and a narrower group (the lists, an area's) does not drag them, and itself with them,
          // into screens that do not need it. No screen loads much it does not use (the lists'
          // virtualiser only with a data table). A route a group's chunk holds is found by the
          // manifest keys manifestKeys() adds (the size budget, the route preloads).
          groups: [
            // The libraries every screen runs on, in one long-cached chunk. Only these: the rest
            // (zod's full API, forms, charts) loads with the routes using it.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|tailwind-merge|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core))[\\/]/,
              priority: 40,
            },
            // The entry chunk: everything index.html's script imports statically (the router, every
            // route's search check, the API client, the small UI and lib modules of the root route),
            // which the automatic splitting cut into the entry and chunks of its own for the modules
            // the routes import too. A group of exactly these modules is the entry chunk.
            { name: 'index', tags: ['$initial'], priority: 30 },
            // The form controls: the field and input (with the field's limits, the form's error and
            // alert helpers), and the search field with the rule it checks its text by. The login
            // form and nearly every screen draws them.
            {
              name: 'forms',
              test: /src[\\/](components[\\/](ui[\\/](field|input)|data-table[\\/]search-field)\.tsx|lib[\\/]form-(errors|limits)\.ts)$|contract[\\/]search-text\.ts$/,
              priority: 25,
            },
            // An action's problem, which forms and the shell's confirmation dialog and table footer both
            // draw: a chunk of its own, so the overview does not load the form controls for it (2 KiB)
            // and the login page does not load the shell.
            {
              name: 'problem-alert',
              test: /src[\\/]components[\\/]ui[\\/]problem-alert\.tsx$/,
              priority: 26,
            },
            // The logged-in shell: the _app layout's split part with everything it imports (header,
            // navigation, account switcher, theme toggle, domain display), and the small modules
            // that most logged-in screens use: the card, the page title, the dialog and the
            // confirmation dialog, the copy button, a table's footer, the cursor list, the link to
            // an area, the screens' headings. (The overview loads this and its own chunk, within its
            // first-load budget.)
            {
              name: 'shell',
              test: /src[\\/](routes[\\/]_app\.tsx\?tsr-split|components[\\/](ui[\\/](card|dialog|confirm-dialog|copy-button)|layout[\\/]page-title|data-table[\\/]table-footer)\.tsx$|lib[\\/]cursor-list\.ts$|areas[\\/]account[\\/]area-link\.tsx$)|contract[\\/]screen-headings\.ts$/,
              priority: 20,
            },
            // What the list screens draw: the data table with its virtualiser, its columns and
            // cells, the filter bar and the list page around them.
            {
              name: 'lists',
              test: /src[\\/]components[\\/]data-table[\\/]|node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/,
              priority: 10,
            },
            // The mail screens' shared parts, which the mailboxes screen draws first: the area's
            // queries and keys, its tabs, the domain picker and the quota bar.
            {
              name: 'mail',
              test: /src[\\/]areas[\\/]email[\\/](queries|keys|email-tabs|domain-picker|quota-bar)\.tsx?$/,
              priority: 5,
            },
            // The domains area's reads (its operations, keys and queries), which the overview uses
            // too; left alone, the keys are a chunk of their own (the area's mutations use them).
            {
              name: 'domains-reads',
              test: /src[\\/](areas[\\/]domains[\\/](queries|keys)|lib[\\/]ops-meta[\\/]domains)\.ts$/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
