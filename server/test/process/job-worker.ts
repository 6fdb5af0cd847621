// A job-runner process for the scale-out test: the server's own runner (startJobRunner, polling
// every 50 ms) on DATABASE_URL, with two test job kinds that record each step they run in
// `process_job_steps` (a table the test creates), inside the step's transaction.
// - `test.steps`: three steps, each holding its transaction a little so runners overlap.
// - `test.takeover`: one step; with WORKER_HANGS=1 it records the step, says `HANG <job id>` and
//   never finishes, so the test can kill the process in the middle of the step.
import { sql } from 'drizzle-orm';
import { makeConfig } from '@server/config';
import { AdjustableClock } from '@server/core/clock';
import { startJobRunner } from '@server/core/jobs';
import { createDeps } from '@server/create-deps';
import { openDatabase } from '@server/db/client';

const STEP_MS = 20;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const deps = createDeps(
  database.db,
  new AdjustableClock(),
  makeConfig({ appUrl: 'http://127.0.0.1' }),
  database.customers,
);
const hangs = process.env.WORKER_HANGS === '1';

// Only the test kinds: the API processes beside these workers run the real ones.
deps.jobs = {
  'test.steps': async (tx, job) => {
    const step = Number(job.payload.step ?? 0) + 1;
    await tx.execute(
      sql`insert into process_job_steps (job_id, step, pid) values (${job.id}, ${step}, ${process.pid})`,
    );
    await new Promise((r) => setTimeout(r, STEP_MS));
    if (step >= 3) return { state: 'done', result: { steps: step } };
    return { state: 'running', progress: step * 33, stage: `step ${step}`, runInMs: 0, payload: { step } };
  },
  'test.takeover': async (tx, job) => {
    await tx.execute(sql`insert into process_job_steps (job_id, step, pid) values (${job.id}, 1, ${process.pid})`);
    if (hangs) {
      console.log(`HANG ${job.id}`);
      await new Promise(() => {}); // the step never ends; the test kills this process
    }
    return { state: 'done', result: { by: process.pid } };
  },
};

const runner = startJobRunner(deps, 50);
// The runner's timer does not keep the process alive; this does, until the test stops it.
const keepAlive = setInterval(() => {}, 60_000);
process.once('SIGTERM', () => {
  clearInterval(keepAlive);
  void runner
    .stop()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
console.log('READY');
