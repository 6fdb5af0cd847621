// Three projects: `server` (contract + API on a real PGlite/PostgreSQL database, Node env),
// `scripts` (build tooling, Node env) and `web` (SPA components in jsdom). All run with `npm run test:unit`.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './aliases';

export default defineConfig({
  test: {
    // Vitest leaves a core free by default (one worker on CI's two cores); the tests wait on the
    // database as much as they compute, so two workers finish sooner.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Every file builds its own server and database (startApi), so files share no state through
          // modules; not re-importing the server for each of ~110 files saves about a third of the run.
          isolate: false,
        },
      },
      {
        // Build tooling (the first-load budget's counting): plain Node, no database.
        resolve: { alias: aliases },
        test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] },
      },
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
