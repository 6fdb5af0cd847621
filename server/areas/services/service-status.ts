// A service's status as the API shows it, in one place: the list, its status
// filter and the account overview's counts all read it from here, so they cannot
// disagree. An active service past its end date reads as expired; an addon whose
// only order was cancelled (e.g. its invoice, on the billing side) never started.
// Addons are bought only for an active one.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ServiceStatus } from '@contract/services';
import type { Db, Tx } from '@server/db/client';
import { serviceOrders, services } from '@server/db/schema/services';
import { ApiError } from '@server/core/problem';
import { invoiceStatusIn } from '@server/areas/billing/public';
import type { ServiceRow } from './catalogue-repository';

export type Status = z.infer<typeof ServiceStatus>;

/** The status by the row and the clock alone (the detail of an addon adds its orders, see shownStatus). */
export function statusOf(row: ServiceRow, now: Date): Status {
  if (row.status === 'active' && row.expiresAt && row.expiresAt <= now) return 'expired';
  return row.status as Status;
}

/** The status the API shows, given whether the service has an order still waiting for payment. */
export function shownStatus(row: ServiceRow, now: Date, openOrder: boolean): Status {
  if (row.parentId !== null && row.status === 'pending' && !openOrder) return 'cancelled';
  return statusOf(row, now);
}

/** An open addon order: awaiting payment, its proforma still unpaid (as order-repository's openOrders). */
const hasOpenOrder = sql`exists (select 1 from ${serviceOrders}
  where ${serviceOrders.addonServiceId} = ${services.id} and ${serviceOrders.status} = 'awaiting_payment'
  and ${invoiceStatusIn(serviceOrders.invoiceId, ['unpaid'])})`;

/** The list's status filter: the rows whose shownStatus is `status`, as SQL. */
export function shownStatusIs(status: Status, now: Date): SQL | undefined {
  const expired = and(eq(services.status, 'active'), sql`${services.expiresAt} <= ${now}`);
  const unstartedAddon = and(
    sql`${services.parentId} is not null`,
    eq(services.status, 'pending'),
    sql`not ${hasOpenOrder}`,
  );
  switch (status) {
    case 'expired':
      return expired;
    case 'active':
      return and(eq(services.status, 'active'), sql`not coalesce(${services.expiresAt} <= ${now}, false)`);
    case 'cancelled':
      return sql`(${eq(services.status, 'cancelled')} or ${unstartedAddon})`;
    case 'pending':
      return and(eq(services.status, 'pending'), sql`not ${unstartedAddon}`);
    default:
      return eq(services.status, status);
  }
}

/** The shown status of each row, by id (one query for the open orders of its addons). */
export async function shownStatuses(db: Db | Tx, rows: ServiceRow[], now: Date): Promise<Map<number, Status>> {
  const addonIds = rows.filter((r) => r.parentId !== null && r.status === 'pending').map((r) => r.id);
  const open = new Set<number>();
  if (addonIds.length) {
    const found = await db
      .select({ id: serviceOrders.addonServiceId })
      .from(serviceOrders)
      .where(
        and(
          inArray(serviceOrders.addonServiceId, addonIds),
          eq(serviceOrders.status, 'awaiting_payment'),
          invoiceStatusIn(serviceOrders.invoiceId, ['unpaid']),
        ),
      );
    for (const f of found) if (f.id !== null) open.add(f.id);
  }
  return new Map(rows.map((r) => [r.id, shownStatus(r, now, open.has(r.id))]));
}

export type StatusCounts = Record<Status, number> & { total: number };

/** Every service of the account (what GET /services lists), counted by the status the list shows. */
export async function statusCounts(db: Db | Tx, accountId: number, now: Date): Promise<StatusCounts> {
  const rows = await db.select().from(services).where(eq(services.accountId, accountId)).orderBy(asc(services.id));
  const counts = Object.fromEntries(ServiceStatus.options.map((s) => [s, 0])) as Record<Status, number>;
  for (const s of (await shownStatuses(db, rows, now)).values()) counts[s] += 1;
  return { total: rows.length, ...counts };
}

export function assertActiveForAddons(svc: ServiceRow, now: Date) {
  const status = statusOf(svc, now);
  if (status !== 'active')
    throw new ApiError('conflict', `Service ${svc.id} is ${status}; addons can be bought only for an active service`);
}
