// Money primitives shared by every area whose holds create invoices: amounts
// are integer cents in the database and decimal major units in the API.
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '@server/db/client';
import { accounts, balanceEvents, invoiceItems, invoices } from '@server/db/schema';
import { randomString } from './crypto';

export const toCents = (amount: number) => Math.round(amount * 100);

/** The sandbox applies Swedish VAT to every order, as the seeded invoices do. */
export const VAT_RATE = 0.25;
export const withVat = (cents: number) => cents + Math.round(cents * VAT_RATE);
export const money = (cents: number, currency: string) => ({ amount: cents / 100, currency });

export interface NewInvoice {
  accountId: number;
  kind: 'invoice' | 'deposit' | 'proforma';
  currency: string;
  items: { description: string; quantity: number; unitCents: number; serviceId?: number | null }[];
  taxRate?: number;
  pendingActionId?: string | null;
  meta?: Record<string, unknown>;
  now: Date;
  dueDays?: number;
  /** An explicit due date, when the usual term would fall too late (a renewal due before the domain lapses). */
  dueAt?: Date;
}

/** OCR reference with a mod-10 (Luhn) check digit, as Nordic bank payments use. */
export function ocrFor(n: number): string {
  const base = String(n).padStart(8, '0');
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    let d = Number(base[base.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return base + ((10 - (sum % 10)) % 10);
}

export async function createInvoice(tx: Tx | Db, inv: NewInvoice) {
  const subtotal = inv.items.reduce((s, i) => s + i.quantity * i.unitCents, 0);
  const tax = Math.round(subtotal * (inv.taxRate ?? 0));
  // Take the id from the sequence first so the number and OCR derive from it without a race.
  const [seq] = await queryRows<{ next: string | number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('invoices', 'id')) as next`,
  );
  const next = Number(seq!.next);
  const prefix = inv.kind === 'deposit' ? 'DEP' : inv.kind === 'proforma' ? 'PRO' : 'INV';
  const [row] = await tx
    .insert(invoices)
    .values({
      id: next,
      accountId: inv.accountId,
      number: `${prefix}-${inv.now.getUTCFullYear()}-${String(next).padStart(5, '0')}`,
      kind: inv.kind,
      status: 'unpaid',
      currency: inv.currency,
      subtotalCents: subtotal,
      taxCents: tax,
      totalCents: subtotal + tax,
      ocr: ocrFor(next),
      payToken: randomString(32),
      pendingActionId: inv.pendingActionId ?? null,
      meta: inv.meta ?? {},
      issuedAt: inv.now,
      dueAt: inv.dueAt ?? new Date(inv.now.getTime() + (inv.dueDays ?? 14) * 86_400_000),
    })
    .returning();
  await tx.insert(invoiceItems).values(
    inv.items.map((i) => ({
      invoiceId: row!.id,
      description: i.description,
      quantity: i.quantity,
      unitCents: i.unitCents,
      totalCents: i.quantity * i.unitCents,
      serviceId: i.serviceId ?? null,
    })),
  );
  return row!;
}

export const paymentUrl = (appUrl: string, payToken: string) => `${appUrl}/sandbox/pay/${payToken}`;

/** Move the balance and write the ledger line in the same transaction. */
export async function moveBalance(
  tx: Tx,
  accountId: number,
  cents: number,
  kind: 'deposit' | 'charge' | 'refund' | 'adjustment',
  description: string,
  invoiceId: number | null,
  now: Date,
) {
  const [acc] = await tx
    .update(accounts)
    .set({ balanceCents: sql`${accounts.balanceCents} + ${cents}`, updatedAt: now })
    .where(eq(accounts.id, accountId))
    .returning({ balance: accounts.balanceCents });
  await tx.insert(balanceEvents).values({
    accountId,
    kind,
    amountCents: cents,
    balanceAfterCents: acc!.balance,
    description,
    invoiceId,
    createdAt: now,
  });
  return acc!.balance;
}

/**
 * What happens when an invoice is paid. Areas declare more in their entry module (e.g. applying a
 * proforma order); deps.paidHooks holds them all, this one first.
 */
export type PaidHook = (tx: Tx, invoice: typeof invoices.$inferSelect, now: Date) => Promise<void>;

/** A paid deposit invoice credits the balance with its amount before tax. */
export const creditPaidDeposit: PaidHook = async (tx, inv, now) => {
  if (inv.kind === 'deposit')
    await moveBalance(
      tx,
      inv.accountId,
      inv.totalCents - inv.taxCents,
      'deposit',
      `Deposit invoice ${inv.number} paid`,
      inv.id,
      now,
    );
};

/** Mark an invoice paid exactly once (a second call finds it paid and does nothing). */
export async function markInvoicePaid(
  tx: Tx,
  paidHooks: readonly PaidHook[],
  invoiceId: number,
  now: Date,
): Promise<boolean> {
  const [inv] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: now })
    .where(sql`${invoices.id} = ${invoiceId} and ${invoices.status} = 'unpaid'`)
    .returning();
  if (!inv) return false;
  for (const hook of paidHooks) await hook(tx, inv, now);
  return true;
}
