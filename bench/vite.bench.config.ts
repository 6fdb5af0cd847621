// Builds the big-list benchmark page (bench/big-list) with the app's own plugins.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// eslint-disable-next-line no-restricted-imports -- the root's aliases.ts is the one no alias can name
import { aliases } from '../aliases';

export default defineConfig({
  root: 'bench/big-list',
  base: './',
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: { outDir: '../../.tmp/bench-big-list', emptyOutDir: true },
  logLevel: 'warn',
});
