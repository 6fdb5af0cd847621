// The payment tests' shared setup (card and direct debit): each file that calls
// `startPaymentApi` gets its own API on a fresh seeded database, a billing token,
// a session, and an extra invoice-paid hook standing in for an area that
// provisions what an order was for once it is paid (declared as an area would).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { invoicePayments, invoices } from '@server/db/schema/billing';
import { createInvoice } from './invoice-writer';
import { startApi, type TestApi } from '@server/test/harness';

export let api: TestApi;
export let token: string;
export let cookie: string;
export let demoId: number;
export const provisioned: number[] = [];

export function startPaymentApi() {
  beforeAll(async () => {
    api = await startApi();
    token = await api.token(['read:billing', 'write:billing', 'read:account']);
    cookie = await api.login();
    demoId = await api.accountId('demo@example.com');
    api.deps.paidHooks = [
      ...api.deps.paidHooks,
      async (_tx, inv) => {
        if (inv.meta.purpose === 'test-provision') provisioned.push(inv.id);
      },
    ];
  });
  afterAll(() => api.close());
}

export const newInvoice = async (
  cents = 10_000,
  kind: 'invoice' | 'proforma' = 'invoice',
  meta: Record<string, unknown> = {},
) =>
  createInvoice(api.db, {
    accountId: demoId,
    kind,
    currency: 'EUR',
    now: api.clock.now(),
    meta,
    taxRate: 0.25,
    items: [{ description: 'Cloud VPS M, monthly', quantity: 1, unitCents: cents }],
  });
export const invoice = async (id: number) => (await api.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
export const payments = (id: number) => api.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id));
export const approve = (id: string) => api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} });
export const payCard = (id: number, body: Record<string, unknown> = {}) =>
  api.call('POST', `/invoices/${id}/actions/pay-with-card`, { token, body });
export const payDebit = (id: number, body: Record<string, unknown> = {}) =>
  api.call('POST', `/invoices/${id}/actions/pay-with-directdebit`, { token, body });
