// The phases a registered name passes through after its expiry, with exact
// dates, from the TLD's phase lengths. Pure: the registry stores the statuses
// this yields, the lifecycle endpoint explains them.
//
//   expiresAt ─ grace (renew at the normal price) ─ redemption (restore fee) ─ pendingDelete ─ released
import type { registryDomains, registryTlds } from '@server/db/schema/infra-registry';

export type RegistryPhase = 'active' | 'grace' | 'redemption' | 'pending_delete' | 'released';

const DAY = 86_400_000;
const plus = (d: Date, days: number) => new Date(d.getTime() + days * DAY);

export interface PhaseWindow {
  phase: RegistryPhase;
  startsAt: Date | null;
  endsAt: Date | null;
}

type Row = Pick<typeof registryDomains.$inferSelect, 'expiresAt' | 'createdAt'>;
type Tld = Pick<typeof registryTlds.$inferSelect, 'graceDays' | 'redemptionDays' | 'pendingDeleteDays'>;

/** Every phase of the current registration term, in order, with its dates. */
export function phaseTimeline(row: Row, tld: Tld): PhaseWindow[] {
  const graceEnds = plus(row.expiresAt, tld.graceDays);
  const redemptionEnds = plus(graceEnds, tld.redemptionDays);
  const releasedAt = plus(redemptionEnds, tld.pendingDeleteDays);
  return [
    { phase: 'active', startsAt: row.createdAt, endsAt: row.expiresAt },
    { phase: 'grace', startsAt: row.expiresAt, endsAt: graceEnds },
    { phase: 'redemption', startsAt: graceEnds, endsAt: redemptionEnds },
    { phase: 'pending_delete', startsAt: redemptionEnds, endsAt: releasedAt },
    { phase: 'released', startsAt: releasedAt, endsAt: null },
  ];
}

/** The phase at `now`, when the next one starts, and when the name is released. */
export function registryPhase(row: Row, tld: Tld, now: Date) {
  const timeline = phaseTimeline(row, tld);
  const current = timeline.find((w) => (w.startsAt === null || w.startsAt <= now) && (!w.endsAt || now < w.endsAt))!;
  return { phase: current.phase, nextBoundary: current.endsAt, releasedAt: timeline[4]!.startsAt!, timeline };
}
