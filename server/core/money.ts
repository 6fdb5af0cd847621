// Money primitives every area uses: amounts are integer cents in the database and decimal major units in
// the API. Invoices and the balance ledger are billing's (areas/billing/public.ts); the paid hooks' type
// is here because the server's deps carry them.
import type { Tx } from '@server/db/client';
import type { invoices } from '@server/db/schema/billing';

export const toCents = (amount: number) => Math.round(amount * 100);

/** The sandbox applies Swedish VAT to every order, as the seeded invoices do. */
export const VAT_RATE = 0.25;
export const withVat = (cents: number) => cents + Math.round(cents * VAT_RATE);
export const money = (cents: number, currency: string) => ({ amount: cents / 100, currency });

export const paymentUrl = (appUrl: string, payToken: string) => `${appUrl}/sandbox/pay/${payToken}`;

/**
 * What happens when an invoice is paid. Areas declare more in their entry module (e.g. applying a
 * proforma order); deps.paidHooks holds them all, this one first.
 */
export type PaidHook = (tx: Tx, invoice: typeof invoices.$inferSelect, now: Date) => Promise<void>;
