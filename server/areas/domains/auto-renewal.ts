// Auto-renewal, as registrars do it: 30 days before a domain expires, an
// auto-renewing domain gets its one-year renewal order. The account's balance
// pays it when it covers the total (the paid order then renews at the registry
// like any other); otherwise the proforma waits to be paid and the account is
// mailed. One attempt per registration term, so a renewal paid by hand or a
// proforma left unpaid is never ordered twice.
import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { domainOrders, domains } from '@server/db/schema/domains';
import type { Deps } from '@server/core/deps';
import { paymentUrl } from '@server/core/money';
import { moveBalance } from '@server/areas/billing/public';
import { RegistryUnavailable, tldOf } from '@server/infra/registry';
import { lockedAccountById } from '@server/areas/account/public';
import { markInvoicePaid } from '@server/areas/billing/public';
import { lapseOf, orderDueAt } from './order-due-date';
import { openOrder, placeDomainOrder } from './order-repository';
import { priceOf } from './pricing';
import { fmtPrice } from './quote';

/** How long before expiry the renewal is ordered. */
export const AUTO_RENEW_DAYS = 30;
const DAY = 86_400_000;
const attemptAt = (expiresAt: Date) => new Date(expiresAt.getTime() - AUTO_RENEW_DAYS * DAY);

/** Places the renewals that are due; returns when the next one is (null when none is ahead). */
export async function placeAutoRenewals(tx: Tx, deps: Deps, now: Date): Promise<Date | null> {
  const candidates = await tx
    .select()
    .from(domains)
    .where(
      and(
        eq(domains.autorenew, true),
        inArray(domains.status, ['active', 'expired']),
        isNotNull(domains.serviceId),
        isNotNull(domains.expiresAt),
      ),
    )
    .orderBy(domains.expiresAt, domains.id);
  let next: Date | null = null;
  for (const d of candidates) {
    const due = attemptAt(d.expiresAt!);
    if (due > now) {
      if (!next || due < next) next = due;
      continue;
    }
    await renewOnce(tx, deps, d, due, now);
  }
  return next;
}

/** Whether a renewal of `d` was ordered at or after `since`: auto-renewal tries once per term. */
export async function renewalOrderedSince(
  tx: Tx,
  d: Pick<typeof domains.$inferSelect, 'accountId' | 'name'>,
  since: Date,
) {
  const [tried] = await tx
    .select({ id: domainOrders.id })
    .from(domainOrders)
    .where(
      and(
        eq(domainOrders.accountId, d.accountId),
        eq(domainOrders.domain, d.name),
        eq(domainOrders.kind, 'renew'),
        gte(domainOrders.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(tried);
}

async function renewOnce(tx: Tx, deps: Deps, d: typeof domains.$inferSelect, due: Date, now: Date) {
  // One attempt per term: any renewal ordered since this term's attempt date counts.
  if ((await renewalOrderedSince(tx, d, due)) || (await openOrder(tx, d.accountId, d.name, ['renew', 'restore'], now)))
    return;
  const tld = await deps.infra.registry.tld(tx, tldOf(d.name));
  if (!tld) return;
  let premium = false;
  // the renewal invoice is due before the name lapses (order-due-date.ts); our own expiry when the registry has none
  let lapsesAt: Date | null = d.expiresAt;
  try {
    const view = await deps.infra.registry.info(tx, d.name, now);
    premium = view?.row.premium ?? false;
    if (view) lapsesAt = lapseOf('renew', view.row, view.tld, view.phase);
  } catch (err) {
    // The registry is not answering: try again on the next run rather than guess the price.
    if (err instanceof RegistryUnavailable) return;
    throw err;
  }
  const price = priceOf(tld, 'renew', 1, premium);
  const { invoice } = await placeDomainOrder(
    tx,
    deps.paidHooks,
    {
      accountId: d.accountId,
      kind: 'renew',
      domain: d.name,
      years: 1,
      price,
      description: `Automatic renewal of ${d.name} for 1 year`,
      pendingActionId: `auto-renew:${d.id}:${d.expiresAt!.toISOString()}`,
      holdId: null,
      billingAddressId: null,
      dueAt: orderDueAt(now, lapsesAt),
      params: { auto_renew: true },
    },
    now,
  );
  const acc = await lockedAccountById(tx, d.accountId);
  if (acc!.balanceCents >= invoice.totalCents) {
    await moveBalance(
      tx,
      d.accountId,
      -invoice.totalCents,
      'charge',
      `Automatic renewal of ${d.name} (${invoice.number})`,
      invoice.id,
      now,
    );
    await markInvoicePaid(tx, deps.paidHooks, invoice.id, now);
    return;
  }
  await deps.infra.mailer.send(
    {
      accountId: d.accountId,
      to: acc!.email,
      kind: 'domain-auto-renewal',
      subject: `Renewal of ${d.name}: invoice ${invoice.number} to pay`,
      body: [
        `${d.name} expires on ${d.expiresAt!.toISOString().slice(0, 10)} and renews automatically.`,
        `Your balance does not cover the renewal (${fmtPrice(price)}), so invoice ${invoice.number} waits for payment:`,
        paymentUrl(deps.config.appUrl, invoice.payToken),
        `Pay it by ${invoice.dueAt.toISOString().slice(0, 10)} to keep the domain.`,
      ].join('\n'),
    },
    tx,
  );
}
