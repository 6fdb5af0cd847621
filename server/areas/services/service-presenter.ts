// Services as the API shows them: plan, computed status, price, renewal,
// open addon orders; the detail adds features, addons and a scheduled upgrade.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Service, ServiceDetail, ScheduledUpgrade } from '@contract/services';
import type { Db, Tx } from '@server/db/client';
import { serviceOrders, services } from '@server/db/schema/services';
import { money, paymentUrl, withVat } from '@server/core/money';
import {
  addonPlansFor,
  planById,
  plansOf,
  upgradeTargets,
  type PlanRow,
  type ServiceRow,
} from './catalogue-repository';
import { openOrders, type InvoiceRow, type OpenOrder } from './order-repository';
import { cycleMonths } from './pricing';
import { accountCurrency } from './service-repository';
import { shownStatuses, type Status } from './service-status';

type Q = Db | Tx;
type ServiceOut = z.input<typeof Service>;
const DAY = 86_400_000;
/** Renewal invoices are issued this long before a service expires. */
const RENEWAL_LEAD_DAYS = 14;

export const orderRef = (inv: InvoiceRow, appUrl: string) => ({
  orderId: inv.id,
  orderNumber: inv.number,
  total: money(inv.totalCents, inv.currency),
  dueAt: inv.dueAt.toISOString(),
  paymentUrl: inv.status === 'unpaid' ? paymentUrl(appUrl, inv.payToken) : null,
});

/** Next renewal invoice: 14 days before expiry, or of the period after when that date has passed. */
function nextInvoiceAt(row: ServiceRow, now: Date): string | null {
  if (!row.autoRenew || row.status !== 'active' || !row.expiresAt) return null;
  let at = row.expiresAt.getTime() - RENEWAL_LEAD_DAYS * DAY;
  if (at <= now.getTime()) at += cycleMonths(row.billingCycle) * 30 * DAY;
  return new Date(at).toISOString();
}

export async function presentServices(
  db: Q,
  rows: ServiceRow[],
  now: Date,
  currency: string,
  appUrl: string,
): Promise<ServiceOut[]> {
  const plans = await plansOf(db, rows);
  const addonIds = rows.filter((r) => r.parentId !== null).map((r) => r.id);
  const pending = addonIds.length ? await openOrders(db, inArray(serviceOrders.addonServiceId, addonIds)) : [];
  const statuses = await shownStatuses(db, rows, now);
  return rows.map((r) =>
    toService(
      r,
      plans.get(r.id) ?? null,
      pending.find((p) => p.order.addonServiceId === r.id) ?? null,
      statuses.get(r.id)!,
      now,
      currency,
      appUrl,
    ),
  );
}

function toService(
  r: ServiceRow,
  plan: PlanRow | null,
  pending: OpenOrder | null,
  status: Status,
  now: Date,
  currency: string,
  appUrl: string,
): ServiceOut {
  return {
    id: r.id,
    type: r.type as ServiceOut['type'],
    displayName: r.displayName,
    domain: r.domain,
    plan: { serviceTypeId: plan?.id ?? null, name: plan?.name ?? r.plan },
    status,
    parentServiceId: r.parentId,
    quantity: r.quantity,
    billingCycleMonths: cycleMonths(r.billingCycle),
    price: money(r.priceCents, currency),
    priceWithVat: money(withVat(r.priceCents), currency),
    autoRenew: r.autoRenew,
    nextInvoiceAt: nextInvoiceAt(r, now),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    pendingOrder: pending ? { ...orderRef(pending.invoice, appUrl), quantity: pending.order.quantity } : null,
  };
}

export async function scheduledUpgrade(
  db: Q,
  serviceId: number,
  appUrl: string,
): Promise<z.input<typeof ScheduledUpgrade> | null> {
  const [open] = await openOrders(db, and(eq(serviceOrders.serviceId, serviceId), eq(serviceOrders.kind, 'upgrade')));
  if (!open) return null;
  return presentUpgrade(db, open, appUrl);
}

export async function presentUpgrade(db: Q, o: OpenOrder, appUrl: string): Promise<z.input<typeof ScheduledUpgrade>> {
  const plan = await planById(db, o.order.serviceTypeId);
  return {
    serviceTypeId: o.order.serviceTypeId,
    name: plan?.name ?? `Plan ${o.order.serviceTypeId}`,
    status: o.order.status as 'awaiting_payment',
    order: orderRef(o.invoice, appUrl),
    requestedAt: o.order.createdAt.toISOString(),
  };
}

export async function presentDetail(
  db: Q,
  row: ServiceRow,
  now: Date,
  appUrl: string,
): Promise<z.input<typeof ServiceDetail>> {
  const currency = await accountCurrency(db, row.accountId);
  const children = await db.select().from(services).where(eq(services.parentId, row.id)).orderBy(asc(services.id));
  const [[self], addons] = await Promise.all([
    presentServices(db, [row], now, currency, appUrl),
    presentServices(db, children, now, currency, appUrl),
  ]);
  const plan = (await plansOf(db, [row])).get(row.id) ?? null;
  const canUpgrade = plan !== null && row.parentId === null && (await upgradeTargets(db, plan.id)).length > 0;
  const canAddAddons = row.parentId === null && (await addonPlansFor(db, row.type)).length > 0;
  return {
    ...self!,
    node: row.node,
    daUsername: row.daUsername,
    suspendedReason: row.status === 'suspended' ? row.suspendedReason : null,
    cancellationRequestedAt: row.cancellationRequestedAt?.toISOString() ?? null,
    features: plan?.features ?? [],
    addons,
    scheduledUpgrade: await scheduledUpgrade(db, row.id, appUrl),
    canUpgrade,
    canAddAddons,
  };
}
