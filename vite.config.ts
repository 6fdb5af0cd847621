// SPA build: TanStack Router generates src/routeTree.gen.ts from src/routes and
// splits each route's component and loader into chunks of their own; Tailwind 4 runs as a Vite
// plugin. In dev, /api goes to the sandbox API so the session cookie stays
// same-origin (SameSite=Strict) exactly as in production.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { aliases } from './aliases';

/**
 * Brotli and gzip copies of every built script and stylesheet, beside the file: the server
 * sends the one the browser accepts (serveStatic `precompressed`), compressed once at build
 * time at the highest level instead of on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const body = fs.readFileSync(path.join(outDir, file));
        fs.writeFileSync(
          path.join(outDir, `${file}.br`),
          zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(path.join(outDir, `${file}.gz`), zlib.gzipSync(body, { level: 9 }));
      }
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
    sourcemap: true,
    manifest: true,
    // Every browser the dashboard supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every screen runs on, in one long-cached chunk: left to the automatic
          // splitting they came as a dozen small files the first load waits on one by one.
          // Only these: the rest (zod's full API, forms, tables, charts) loads with the routes using it.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|tailwind-merge|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core))[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
