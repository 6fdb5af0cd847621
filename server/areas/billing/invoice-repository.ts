// Ownership-checked loads of invoices (a missing one is a 404 with the spec's code,
// another account's a 403 not_owned), an order's proforma, and fixing the printed address.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { billingAddresses, invoices } from '@server/db/schema/billing';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import { billedToFromAddress, type BilledTo } from './address-presenter';
import { billedToFromAccount, primaryAddress } from './address-repository';
import type { InvoiceRow } from './invoice-status';
import { pathId } from './path-ids';

export async function ownedInvoice(db: Db | Tx, accountId: number, raw: string | number) {
  const id = pathId(raw);
  const [inv] = id === null ? [] : await db.select().from(invoices).where(eq(invoices.id, id));
  if (!inv) throw new ApiError('invoice_not_found', `There is no invoice ${raw}`);
  if (inv.accountId !== accountId) throw new ApiError('not_owned', `Invoice ${raw} belongs to another account`);
  return inv;
}

/** The proforma invoice of an order: its id is the order id, unless its area keeps one in meta.orderId. */
export async function orderInvoice(deps: Deps, accountId: number, orderId: number) {
  const id = pathId(orderId);
  const [inv] =
    id === null
      ? []
      : await deps.db
          .select()
          .from(invoices)
          .where(
            and(
              eq(invoices.kind, 'proforma'),
              or(eq(invoices.id, id), sql`${invoices.meta}->>'orderId' = ${String(id)}`),
            ),
          );
  if (!inv) throw new ApiError('not_found', `There is no order ${orderId}`);
  if (inv.accountId !== accountId) throw new ApiError('not_owned', `Order ${orderId} belongs to another account`);
  return inv;
}

/**
 * The address printed on the invoice. Invoices created before any profile was
 * shown get it fixed now, from their profile (or the primary one), once.
 */
export async function ensureBilledTo(
  db: Db | Tx,
  inv: InvoiceRow,
  fix = true,
): Promise<{ billedTo: BilledTo; billingAddressId: number | null }> {
  if (inv.billedTo) return { billedTo: inv.billedTo, billingAddressId: inv.billingAddressId };
  const profile = inv.billingAddressId
    ? (await db.select().from(billingAddresses).where(eq(billingAddresses.id, inv.billingAddressId)))[0]
    : await primaryAddress(db, inv.accountId);
  const billedTo = profile ? billedToFromAddress(profile) : await billedToFromAccount(db, inv.accountId);
  // Sending a copy to someone must change nothing on the invoice, so it only reads.
  if (!fix) return { billedTo, billingAddressId: inv.billingAddressId };
  const [row] = await db
    .update(invoices)
    .set({ billedTo, billingAddressId: profile?.id ?? null })
    .where(and(eq(invoices.id, inv.id), isNull(invoices.billedTo)))
    .returning();
  // A concurrent first read may have fixed it already: theirs stands.
  if (row) return { billedTo, billingAddressId: profile?.id ?? null };
  const [again] = await db.select().from(invoices).where(eq(invoices.id, inv.id));
  return { billedTo: again!.billedTo!, billingAddressId: again!.billingAddressId };
}
