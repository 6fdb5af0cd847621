// The lifecycle answer of a name: its phase and the exact dates of every phase
// (from the registry's expiry when it answers, else from ours, with the TLD's
// phase lengths either way), the restore price in redemption, and when
// auto-renewal will try to renew.
import type { z } from 'zod';
import type { Lifecycle } from '@contract/domains';
import type { TldRow } from '@server/infra/registry';
import { phaseTimeline, registryPhase, type RegistryPhase } from '@server/infra/registry-lifecycle';
import { priceMoney, priceOf } from './pricing';

const DAY = 86_400_000;
/** Auto-renewal renews this many days before the expiry, so a failed payment still leaves time to act. */
export const RENEWAL_LEAD_DAYS = 30;

/** The registrar's status of a name in each registry phase (as the lifecycle job mirrors it). */
const phaseOfStatus: Record<string, RegistryPhase> = {
  active: 'active',
  expired: 'grace',
  redemption: 'redemption',
  pending_delete: 'pending_delete',
};

/** When auto-renewal will try to renew: only for a name that can still be renewed (active or in grace). */
export function renewalAttemptAt(expiresAt: Date | null, autoRenew: boolean, phase: RegistryPhase | null): Date | null {
  if (!autoRenew || !expiresAt || (phase !== 'active' && phase !== 'grace')) return null;
  return new Date(expiresAt.getTime() - RENEWAL_LEAD_DAYS * DAY);
}

/** The phase our own record implies; null for a status outside the registry's phases (pending, cancelled, …). */
export const phaseOfLocalStatus = (status: string): RegistryPhase | null => phaseOfStatus[status] ?? null;

export interface LifecycleInput {
  domain: string;
  expiresAt: Date | null;
  createdAt: Date | null;
  localStatus: string;
  autoRenew: boolean;
}

export function lifecycleOf(
  d: LifecycleInput,
  tld: TldRow | null,
  now: Date,
): Omit<z.input<typeof Lifecycle>, 'target'> {
  const dated = d.expiresAt && tld ? { expiresAt: d.expiresAt, createdAt: d.createdAt ?? d.expiresAt } : null;
  const phase = dated && tld ? registryPhase(dated, tld, now).phase : (phaseOfLocalStatus(d.localStatus) ?? 'active');
  const timeline = dated && tld ? phaseTimeline(dated, tld) : [];
  const restorable = phase === 'redemption';
  return {
    domain: d.domain,
    phase,
    expiresAt: d.expiresAt?.toISOString() ?? null,
    autoRenew: d.autoRenew,
    renewalAttemptAt: renewalAttemptAt(d.expiresAt, d.autoRenew, phase)?.toISOString() ?? null,
    restorable,
    restorePrice: restorable && tld ? priceMoney(priceOf(tld, 'restore')) : null,
    timeline: timeline.map((w) => ({
      phase: w.phase,
      startsAt: w.startsAt?.toISOString() ?? null,
      endsAt: w.endsAt?.toISOString() ?? null,
    })),
  };
}
