// When a renewal or restore invoice falls due. The usual term (14 days) can end
// after the domain lapses: a renewal ordered 12 days before expiry would be due
// 2 days after it, and paying "on time" would still lose the name. So the invoice
// is due the day before the name lapses (expiry for an active name, the end of
// grace for one in grace, the end of redemption for a restore), when that is sooner.
import type { TldRow } from '@server/infra/registry';
import { phaseTimeline, type RegistryPhase } from '@server/infra/registry-lifecycle';

const DAY = 86_400_000;
/** The usual payment term of a proforma (createInvoice's default). */
export const USUAL_TERM_DAYS = 14;

/**
 * When the name stops being saved by this order: for a renewal, its expiry while active and the end of grace
 * once in grace; for a restore, the end of redemption. Null when the order cannot save it any more.
 */
export function lapseOf(
  kind: 'renew' | 'restore',
  row: { expiresAt: Date; createdAt: Date },
  tld: Pick<TldRow, 'graceDays' | 'redemptionDays' | 'pendingDeleteDays'>,
  phase: RegistryPhase,
): Date | null {
  const [active, grace, redemption] = phaseTimeline(row, tld);
  if (kind === 'restore') return phase === 'redemption' ? redemption!.endsAt : null;
  if (phase === 'active') return active!.endsAt;
  if (phase === 'grace') return grace!.endsAt;
  return null;
}

/**
 * The due date of an order's invoice: the usual term, or the day before `lapsesAt` when that is sooner. When
 * even that day has passed, the lapse itself: the last moment a payment still saves the name.
 */
export function orderDueAt(now: Date, lapsesAt: Date | null): Date {
  const usual = new Date(now.getTime() + USUAL_TERM_DAYS * DAY);
  if (!lapsesAt || lapsesAt <= now) return usual;
  const dayBefore = new Date(lapsesAt.getTime() - DAY);
  if (dayBefore <= now) return lapsesAt;
  return dayBefore < usual ? dayBefore : usual;
}
