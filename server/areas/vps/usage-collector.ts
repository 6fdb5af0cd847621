// The usage collector: every five minutes it records a sample of each server
// (from the usage model: a stopped server uses nothing but its disk) and removes
// samples older than KEEP_DAYS. One job row that reschedules itself; the seed
// starts it (ensureUsageCollector).
import type { Deps } from '@server/core/deps';
import { type JobStep, ensureJob } from '@server/core/job-queue';
import type { Tx } from '@server/db/client';
import { vpsServers } from '@server/db/schema/vps';
import { KEEP_DAYS, SAMPLE_MS, sampleAt, slotOf } from './usage-model';
import { insertSamples, pruneSamples } from './vps-repository';

export const USAGE_COLLECTOR_JOB = 'vps.usage-collector';

export const usageCollectorStep: JobStep<Deps> = async (tx, _job, deps) => {
  const now = deps.clock.now();
  const at = slotOf(now);
  const servers = await tx.select().from(vpsServers);
  const rows = [];
  for (const row of servers) {
    const vps = await deps.infra.hypervisor.settle(tx, row, now);
    rows.push({ vpsId: vps.id, at, ...sampleAt(vps, at, vps.status === 'running') });
  }
  await insertSamples(tx, rows);
  const pruned = await pruneSamples(tx, new Date(now.getTime() - KEEP_DAYS * 86_400_000));
  return {
    state: 'running',
    progress: 0,
    stage: `${rows.length} servers sampled at ${at.toISOString()}, ${pruned.length} old samples removed`,
    runInMs: at.getTime() + SAMPLE_MS - now.getTime(),
  };
};

/** Start the collector unless it runs. */
export async function ensureUsageCollector(tx: Tx, now: Date) {
  await ensureJob(tx, now, {
    kind: USAGE_COLLECTOR_JOB,
    subject: 'vps usage samples',
    runInMs: slotOf(now).getTime() + SAMPLE_MS - now.getTime(),
  });
}
