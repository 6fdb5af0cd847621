// The import aliases of tsconfig.json's `paths`, for Vite, Vitest and the benchmarks' builds
// (tsx, tsc and Playwright read tsconfig.json themselves).
import { fileURLToPath } from 'node:url';

const at = (dir: string) => fileURLToPath(new URL(`./${dir}/`, import.meta.url));

export const aliases = [
  { find: /^@contract\//, replacement: at('contract') },
  { find: /^@server\//, replacement: at('server') },
  { find: /^@\//, replacement: at('src') },
];
