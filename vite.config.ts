// SPA build: TanStack Router generates src/routeTree.gen.ts from src/routes and
// splits each route's component into its own chunk; Tailwind 4 runs as a Vite
// plugin. In dev, /api goes to the sandbox API so the session cookie stays
// same-origin (SameSite=Strict) exactly as in production.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { aliases } from './aliases';

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
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
  build: { outDir: 'dist', sourcemap: true },
});
