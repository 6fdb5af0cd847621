// The registry's clock: one self-rescheduling job places the auto-renewals that
// are due (auto-renewal.ts), moves names into grace, redemption and
// pendingDelete at the exact boundary, suspends registrants who did not verify
// in time, and releases dropped names (where a Snapback booking may catch
// them). The registrar mirrors each phase on its own `domains` row.
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import { type JobStep, ensureJob } from '@server/core/job-queue';
import type { Deps } from '@server/core/deps';
import { registryPhase } from '@server/infra/registry-lifecycle';
import { OUR_REGISTRAR } from '@server/infra/registry';
import { cancelDomainService } from '@server/areas/services/public';
import { catchReleasedNames } from './snapback-catch';
import { placeAutoRenewals } from './auto-renewal';

export const LIFECYCLE_JOB = 'domains.lifecycle';
const SUBJECT = 'registry';
/** Wake at least this often, so a name created after the last run is never late by more. */
const MAX_SLEEP_MS = 6 * 3_600_000;

/** The registrar's status of a domain in a registry phase. */
const localStatus = { active: 'active', grace: 'expired', redemption: 'redemption', pending_delete: 'pending_delete' };

export const lifecycleStep: JobStep<Deps> = async (tx, _job, deps) => {
  const now = deps.clock.now();
  const { released, changed, nextAt } = await deps.infra.registry.advance(tx, now);
  await mirrorPhases(tx, deps, changed, now);
  if (released.length) {
    const names = released.map((r) => r.name);
    const ours = await tx.select().from(domains).where(inArray(domains.name, names));
    for (const d of ours) {
      await tx.update(domains).set({ status: 'cancelled' }).where(eq(domains.id, d.id));
      if (d.serviceId) await cancelDomainService(tx, d.serviceId);
    }
    await catchReleasedNames(tx, deps, released, now);
  }
  const nextRenewal = await placeAutoRenewals(tx, deps, now);
  const wake = [nextAt, nextRenewal].filter((d): d is Date => d !== null).sort((a, b) => +a - +b)[0];
  const sleep = wake ? Math.min(MAX_SLEEP_MS, Math.max(1000, wake.getTime() - now.getTime())) : MAX_SLEEP_MS;
  return {
    state: 'running',
    progress: 0,
    stage: `next check ${new Date(now.getTime() + sleep).toISOString()}`,
    runInMs: sleep,
  };
};

async function mirrorPhases(tx: Tx, deps: Deps, names: string[], now: Date) {
  if (names.length === 0) return;
  const ours = await tx.select().from(domains).where(inArray(domains.name, names));
  for (const d of ours) {
    const view = await deps.infra.registry.info(tx, d.name, now).catch(() => null);
    // a name that moved to another registrar is not ours to mirror
    if (!view || view.row.registrar !== OUR_REGISTRAR) continue;
    const phase = registryPhase(view.row, view.tld, now).phase;
    if (phase === 'released') continue;
    const status = localStatus[phase];
    if (d.status !== status && ['active', 'expired', 'redemption', 'pending_delete'].includes(d.status))
      await tx.update(domains).set({ status }).where(eq(domains.id, d.id));
  }
}

/** Start the registry's clock unless it is running (the seed and every new registration call this). */
export async function ensureLifecycleJob(tx: Tx, now: Date) {
  await ensureJob(tx, now, { kind: LIFECYCLE_JOB, subject: SUBJECT, runInMs: 0 });
}
