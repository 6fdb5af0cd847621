import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@server/db/schema/core';
import { startApi, type TestApi } from '@server/test/harness';
import { cancelJob, enqueue } from './job-queue';
import { runDueJobs } from './jobs';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  // Test-only kinds, declared the way an area declares its jobs.
  api.deps.jobs['test.count'] = async (_tx, job) => {
    const n = Number(job.payload.n ?? 0) + 1;
    if (n >= 3) return { state: 'done', result: { steps: n } };
    return { state: 'running', progress: n * 33, stage: `step ${n}`, runInMs: 10_000, payload: { n } };
  };
  api.deps.jobs['test.fail'] = async () => {
    throw new Error('disk full');
  };
});
afterAll(() => api.close());

const load = async (id: number) => (await api.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('job runner', () => {
  it('advances a job step by step as time passes, with observable progress', async () => {
    const job = await enqueue(api.db, api.clock.now(), { kind: 'test.count' });
    await runDueJobs(api.deps);
    expect(await load(job.id)).toMatchObject({ state: 'running', progress: 33, stage: 'step 1' });
    await runDueJobs(api.deps); // not due yet
    expect((await load(job.id)).progress).toBe(33);
    api.clock.advance(10_000);
    await runDueJobs(api.deps);
    expect(await load(job.id)).toMatchObject({ progress: 66, stage: 'step 2' });
    api.clock.advance(10_000);
    await runDueJobs(api.deps);
    expect(await load(job.id)).toMatchObject({ state: 'done', progress: 100, result: { steps: 3 } });
  });

  it('records a failing step as failed with its error', async () => {
    const job = await enqueue(api.db, api.clock.now(), { kind: 'test.fail' });
    await runDueJobs(api.deps);
    expect(await load(job.id)).toMatchObject({ state: 'failed', error: 'disk full' });
  });

  it('never runs a cancelled job', async () => {
    const job = await enqueue(api.db, api.clock.now(), { kind: 'test.count' });
    expect(await cancelJob(api.db, job.id, api.clock.now())).not.toBeNull();
    await runDueJobs(api.deps);
    expect(await load(job.id)).toMatchObject({ state: 'cancelled', progress: 0 });
    expect(await cancelJob(api.db, job.id, api.clock.now())).toBeNull();
  });
});
