// The servers the browser tests run against: one per Playwright worker, each on its own port and its
// own copy of one seeded database (playwright.config.ts), so specs running side by side share no state,
// and a spec sees the same seeded world however the files are dealt over the workers (each file runs
// whole on one worker).
// E2E_PORT is the first port (the next ones follow it), E2E_WORKERS how many run at once.

export const firstPort = Number(process.env.E2E_PORT ?? 8797);
/** Two: the specs mostly wait on the server's simulated time and on Chromium, so two share CI's two cores. */
export const workers = Number(process.env.E2E_WORKERS ?? 2);
/** The server of the worker with this parallel index (0 … workers - 1). */
export const serverUrl = (parallelIndex: number) => `http://localhost:${firstPort + parallelIndex}`;
/**
 * How much longer a test may take than on a quiet machine: 2 in CI, where the browser tests share two
 * cores with the PostgreSQL server suite (scripts/browser-and-reliability.sh) and their journeys took
 * twice their quiet time; E2E_SLOWDOWN sets it. Time limits here only catch a test that is stuck, they
 * measure nothing (the benchmarks in bench/ do).
 */
export const slowdown = Number(process.env.E2E_SLOWDOWN ?? (process.env.CI ? 2 : 1));
