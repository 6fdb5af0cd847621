// Builds the big-list benchmark page (bench/big-list) with the app's own plugins.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: 'bench/big-list',
  base: './',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../../.tmp/bench-big-list', emptyOutDir: true },
  logLevel: 'warn',
});
