// Four projects: `server` (contract + API on a real PGlite/PostgreSQL database, Node env),
// `scripts` (build tooling, Node env), and the SPA components in jsdom: `web`, and `web-mocks` for
// the component tests that replace a module. All run with `npm run test:unit`.
import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './aliases';

// The component tests share their worker's jsdom and modules (isolate: false): importing React, the
// router and the app again for each of ~100 files cost more than the tests themselves. The setup file
// gives every test a clean DOM, empty app stores and no stubs. A file that replaces a module with
// vi.mock runs apart, with fresh modules: one a file before it had imported would stay the real one.
const src = path.join(import.meta.dirname, 'src');
const componentTests = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => path.posix.join('src', f.split(path.sep).join('/')));
const mockingTests = componentTests.filter((f) =>
  /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(import.meta.dirname, f), 'utf8')),
);
const web = {
  plugins: [react()],
  resolve: { alias: aliases },
};
const webTest = { environment: 'jsdom', setupFiles: ['src/test/setup.ts'], testTimeout: 20_000 };

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
        ...web,
        test: {
          ...webTest,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...mockingTests],
          isolate: false,
        },
      },
      {
        ...web,
        test: { ...webTest, name: 'web-mocks', include: mockingTests },
      },
    ],
  },
});
