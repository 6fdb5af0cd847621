// Invoices as other areas see them: a service order's proforma (read, cancelled, tested for being
// still unpaid inside a query) and the invoices the notice job announces or chases. Billing owns
// `invoices`; the services and notifications areas reach them only through these (billing/public.ts).
import { and, asc, eq, gt, gte, inArray, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { invoices } from '@server/db/schema/billing';
import type { InvoiceRow } from './invoice-status';

export async function invoiceById(db: Db | Tx, id: number): Promise<InvoiceRow | undefined> {
  const [inv] = await db.select().from(invoices).where(eq(invoices.id, id));
  return inv;
}

/** Cancel the invoice if it is still unpaid (an unpaid order withdrawn: nothing was charged). */
export async function cancelUnpaidInvoice(tx: Tx, id: number) {
  await tx
    .update(invoices)
    .set({ status: 'cancelled' })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'unpaid')));
}

/** SQL: the invoice whose id is in `invoiceId` (a column of the caller's query) has one of these statuses. */
export const invoiceStatusIn = (invoiceId: AnyColumn | SQL, statuses: InvoiceRow['status'][]): SQL =>
  sql`exists (select 1 from ${invoices} where ${invoices.id} = ${invoiceId} and ${inArray(invoices.status, statuses)})`;

/** Invoices issued between `from` and `to`, by id (the notice job announces new ones). */
export const invoicesIssuedBetween = (db: Db | Tx, from: Date, to: Date): Promise<InvoiceRow[]> =>
  db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lte(invoices.issuedAt, to)))
    .orderBy(invoices.id);

/** Unpaid invoices and proformas (never deposits) due between `from` and `to`, first due first. */
export const unpaidBillsDueBetween = (db: Db | Tx, from: Date, to: Date): Promise<InvoiceRow[]> =>
  db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'unpaid'),
        ne(invoices.kind, 'deposit'),
        inArray(invoices.kind, ['invoice', 'proforma']),
        gte(invoices.dueAt, from),
        lte(invoices.dueAt, to),
      ),
    )
    .orderBy(asc(invoices.dueAt), asc(invoices.id));

/** The invoices with these ids, by id (those that do not exist are left out). */
export async function invoicesByIds(db: Db | Tx, ids: number[]): Promise<Map<number, InvoiceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(invoices).where(inArray(invoices.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The invoice a payment link names (its pay token), or undefined (the sandbox pay page). */
export async function invoiceByPayToken(db: Db | Tx, payToken: string): Promise<InvoiceRow | undefined> {
  const [inv] = await db.select().from(invoices).where(eq(invoices.payToken, payToken));
  return inv;
}

/** SQL: the invoice whose id is in `invoiceId` (a column of the caller's query) is unpaid and due after `now`. */
export const invoiceUnpaidDueAfter = (invoiceId: AnyColumn | SQL, now: Date): SQL =>
  sql`exists (select 1 from ${invoices} where ${invoices.id} = ${invoiceId} and ${invoices.status} = 'unpaid' and ${gt(invoices.dueAt, now)})`;
