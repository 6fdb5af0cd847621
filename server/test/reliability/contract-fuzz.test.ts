// Contract fuzzing of every operation in the registry (issue 17). In `npm test`
// a fixed seed sends 5,000 requests; `npm run test:reliability` sends 100,000 or
// FUZZ_RUNS, from FUZZ_SEED or a fresh random seed (printed, so any run can be repeated exactly).
import { expect, it } from 'vitest';
import { formatReport, saveReport } from './fuzz-report';
import { runFuzz } from './fuzz-runner';

const intEnv = (name: string, dflt: number) => {
  const v = process.env[name];
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be an integer, not "${v}"`);
  return n;
};

// `random` (what test:reliability passes unless FUZZ_SEED is set) explores new ground each run.
const seed = process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : intEnv('FUZZ_SEED', 20_170_417);
const runs = intEnv('FUZZ_RUNS', 5_000);
const batchSize = intEnv('FUZZ_BATCH', 2_500);
const only = process.env.FUZZ_OPS?.split(',').filter(Boolean);

it(
  `${runs} fuzzed requests (seed ${seed}): no 5xx but the spec's 501, every failure a known problem, every success the contract`,
  async () => {
    const report = await runFuzz({ seed, runs, batchSize, only, progress: (l) => runs > 10_000 && console.log(l) });
    console.log(formatReport(report));
    if (runs > 10_000) console.log(`full report: ${saveReport(report)}`);
    expect(report.sent).toBeGreaterThanOrEqual(runs * 0.99);
    expect(report.classes.map((c) => `${c.key} ×${c.count}: ${c.example.method} ${c.example.url}`)).toEqual([]);
  },
  // Generous: the machine is shared; the run itself is measured and printed, never asserted. 5,000 runs took
  // over 420 s beside the browser tests in a fresh-clone CI run, so each run may take 150 ms.
  120_000 + runs * 150,
);
