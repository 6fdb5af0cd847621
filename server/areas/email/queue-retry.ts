// The job that retries a deferred message of the outgoing queue, declared in
// the email area's entry module; one job per queue entry, rescheduled with the
// mail server's backoff until the message is delivered or bounces.
import type { Deps } from '@server/core/deps';
import type { JobStep, StepResult } from '@server/core/job-queue';
import { MAX_ATTEMPTS } from '@server/infra/mail-queue';

export const mailRetryStep: JobStep<Deps> = async (tx, job, deps): Promise<StepResult> => {
  const { queueId } = job.payload as { queueId: string };
  const now = deps.clock.now();
  const r = await deps.infra.mailServer.retryQueued(queueId, now, tx);
  if (r.status === 'deferred') {
    return {
      state: 'running',
      stage: `attempt ${r.attempts} of ${MAX_ATTEMPTS} deferred`,
      progress: Math.round((r.attempts / MAX_ATTEMPTS) * 100),
      runInMs: Math.max(0, r.nextAttemptAt.getTime() - now.getTime()),
    };
  }
  return { state: 'done', stage: r.status, result: { attempts: r.attempts, detail: r.detail } };
};
