// What the expiry reminders need to know of the account's registrations near
// their expiry: when each expires and whether its renewal will happen by itself
// (auto-renewal on and payable from the balance) or needs the customer. Read
// only; the reminders themselves belong to the notifications area.
import { and, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import type { Deps } from '@server/core/deps';
import { RegistryUnavailable, tldOf } from '@server/infra/registry';
import { accountById } from '@server/areas/account/public';
import { AUTO_RENEW_DAYS, renewalOrderedSince } from './auto-renewal';
import { openOrder } from './order-repository';
import { priceOf } from './pricing';

/**
 * `off`: auto-renewal is off. `covered`: on, and the balance pays the renewal (or it is paid already).
 * `unpaid`: on, but the balance does not cover it, or its renewal invoice waits for payment.
 */
type RenewalOutlook = 'off' | 'covered' | 'unpaid';

export interface ExpiringDomain {
  id: number;
  accountId: number;
  name: string;
  expiresAt: Date;
  status: string;
  renewal: RenewalOutlook;
}

/** Registrations (active, or expired and still in grace) that expire between `from` and `to`. */
export async function domainsExpiringBetween(tx: Tx, deps: Deps, from: Date, to: Date, now: Date) {
  const rows = await tx
    .select()
    .from(domains)
    .where(
      and(
        inArray(domains.status, ['active', 'expired']),
        isNotNull(domains.serviceId),
        isNotNull(domains.expiresAt),
        gte(domains.expiresAt, from),
        lte(domains.expiresAt, to),
      ),
    )
    .orderBy(domains.expiresAt, domains.id);
  const out: ExpiringDomain[] = [];
  for (const d of rows)
    out.push({
      id: d.id,
      accountId: d.accountId,
      name: d.name,
      expiresAt: d.expiresAt!,
      status: d.status,
      renewal: d.autorenew ? await autoRenewalOutlook(tx, deps, d, now) : 'off',
    });
  return out;
}

async function autoRenewalOutlook(tx: Tx, deps: Deps, d: typeof domains.$inferSelect, now: Date) {
  const open = await openOrder(tx, d.accountId, d.name, ['renew', 'restore'], now);
  if (open) return open.order.status === 'processing' ? 'covered' : 'unpaid';
  // Auto-renewal tries once per term (auto-renewal.ts): once it has tried and the order is not under way, it
  // will not try again, whatever the balance says now.
  const tried = await renewalOrderedSince(tx, d, new Date(d.expiresAt!.getTime() - AUTO_RENEW_DAYS * 86_400_000));
  if (tried) return 'unpaid';
  const tld = await deps.infra.registry.tld(tx, tldOf(d.name));
  if (!tld) return 'unpaid';
  let premium = false;
  try {
    premium = (await deps.infra.registry.info(tx, d.name, now))?.row.premium ?? false;
  } catch (err) {
    // The registry is not answering: judge by the standard price rather than stay silent.
    if (!(err instanceof RegistryUnavailable)) throw err;
  }
  const acc = await accountById(tx, d.accountId);
  return (acc?.balanceCents ?? 0) >= priceOf(tld, 'renew', 1, premium).totalCents ? 'covered' : 'unpaid';
}
