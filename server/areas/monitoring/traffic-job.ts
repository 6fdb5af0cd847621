// The web node's traffic: one self-rescheduling job that writes the sites' log
// lines for the whole minutes since its last run (at most the kept 30 days, for a
// server that was stopped a long time) and removes the lines older than that.
import type { Deps } from '@server/core/deps';
import { type JobStep, ensureJob } from '@server/core/job-queue';
import type { Tx } from '@server/db/client';

export const TRAFFIC_JOB = 'monitoring.web-traffic';
export const KEEP_LOG_DAYS = 30;
const MINUTE = 60_000;
const floorMinute = (d: Date) => new Date(Math.floor(d.getTime() / MINUTE) * MINUTE);

export const trafficStep: JobStep<Deps> = async (tx, job, deps) => {
  const now = deps.clock.now();
  const oldest = new Date(now.getTime() - KEEP_LOG_DAYS * 86_400_000);
  const last = typeof job.payload.until === 'string' ? new Date(job.payload.until) : floorMinute(now);
  const from = last < oldest ? oldest : last;
  const to = floorMinute(now);
  const written = to > from ? await deps.infra.webNode.generateTraffic(tx, { from, to }) : 0;
  const pruned = await deps.infra.webNode.pruneLogs(tx, oldest);
  const until = to > from ? to : from;
  return {
    state: 'running',
    progress: 0,
    stage: `${written} log lines written up to ${until.toISOString()}, ${pruned} older than ${KEEP_LOG_DAYS} days removed`,
    payload: { until: until.toISOString() },
    // Just after the next whole minute.
    runInMs: to.getTime() + MINUTE + 1000 - now.getTime(),
  };
};

/** Start the traffic unless it runs; `until` is where the logs already written end. */
export async function ensureTraffic(tx: Tx, now: Date, until: Date) {
  await ensureJob(tx, now, {
    kind: TRAFFIC_JOB,
    subject: 'web node traffic',
    payload: { until: until.toISOString() },
    runInMs: Math.max(0, until.getTime() + MINUTE - now.getTime()),
  });
}
