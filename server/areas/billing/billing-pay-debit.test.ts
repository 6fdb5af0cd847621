// Paying invoices by direct debit (a hold that schedules a collection, which can
// be unscheduled) and on the provider's payment page.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, paymentDebits } from '@server/db/schema/billing';
import { runDueJobs } from '@server/core/jobs';
import {
  startPaymentApi,
  api,
  token,
  demoId,
  newInvoice,
  invoice,
  payments,
  approve,
  payCard,
  payDebit,
} from './payment-test-api';

startPaymentApi();

describe('pay-with-directdebit (hold) and unscheduling', () => {
  it('approval schedules a collection for tomorrow; the invoice is paid when the provider collects it', async () => {
    const inv = await newInvoice(1200);
    const hold = await payDebit(inv.id, { attempt_key: 'dd-1' });
    const tomorrow = new Date(api.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(hold.body).toMatchObject({
      status: 'confirmation_required',
      invoiceId: inv.id,
      amount: { amount: 15, currency: 'EUR' },
      collectOn: tomorrow,
    });
    expect((await payDebit(inv.id, { attempt_key: 'dd-1' })).body.pendingActionId).toBe(hold.body.pendingActionId);
    expect(await api.db.select().from(paymentDebits).where(eq(paymentDebits.invoiceId, inv.id))).toHaveLength(0);

    const done = await approve(hold.body.pendingActionId);
    expect(done.body).toMatchObject({ status: 'approved', result: { status: 'scheduled', collectOn: tomorrow } });
    expect((await api.call('GET', `/invoices/${inv.id}`, { token })).body).toMatchObject({
      status: 'unpaid',
      directDebitScheduledFor: tomorrow,
    });
    expect((await payCard(inv.id)).status).toBe(409); // one way at a time
    await runDueJobs(api.deps);
    expect((await invoice(inv.id)).status).toBe('unpaid');

    api.clock.advance(2 * 86_400_000);
    await runDueJobs(api.deps);
    api.clock.advance(-2 * 86_400_000);
    expect((await invoice(inv.id)).status).toBe('paid');
    expect(await payments(inv.id)).toEqual([
      expect.objectContaining({ method: 'directdebit', status: 'completed', amountCents: 1500 }),
    ]);
    expect((await api.call('GET', `/invoices/${inv.id}`, { token })).body.directDebitScheduledFor).toBeNull();
  });

  it('DELETE unschedules a scheduled collection, which then never runs; a second DELETE is 409', async () => {
    const inv = await newInvoice(3000);
    await approve((await payDebit(inv.id)).body.pendingActionId);
    const r = await api.call('DELETE', `/invoices/${inv.id}/actions/pay-with-directdebit`, { token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ invoiceId: inv.id, unscheduled: true, status: 'unpaid' });
    api.clock.advance(2 * 86_400_000);
    await runDueJobs(api.deps);
    api.clock.advance(-2 * 86_400_000);
    expect((await invoice(inv.id)).status).toBe('unpaid');
    expect(
      await api.db
        .select()
        .from(paymentDebits)
        .where(and(eq(paymentDebits.invoiceId, inv.id), eq(paymentDebits.status, 'cancelled'))),
    ).toHaveLength(1);
    const again = await api.call('DELETE', `/invoices/${inv.id}/actions/pay-with-directdebit`, { token });
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);
    const timeline = await api.call('GET', '/billing/activity', { token, query: { kind: 'direct_debit_scheduled' } });
    expect(
      timeline.body.data.some(
        (e: { invoiceId: number; description: string }) => e.invoiceId === inv.id && /unscheduled/.test(e.description),
      ),
    ).toBe(true);
  });

  it('needs an active mandate, and refuses a paid invoice', async () => {
    const olofToken = await api.token(['write:billing'], { accountEmail: 'olof@example.org' });
    const olof = await api.accountId('olof@example.org');
    const [olofInvoice] = await api.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.accountId, olof), eq(invoices.status, 'unpaid')));
    const noMandate = await api.call('POST', `/invoices/${olofInvoice!.id}/actions/pay-with-directdebit`, {
      token: olofToken,
      body: {},
    });
    expect([noMandate.status, noMandate.body.code]).toEqual([409, 'conflict']);
    const [paid] = await api.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.accountId, demoId), eq(invoices.status, 'paid')));
    const r = await payDebit(paid!.id);
    expect([r.status, r.body.code]).toEqual([409, 'conflict']);
  });
});

describe('the payment link', () => {
  it('paying on the provider page marks the invoice paid and records the payment', async () => {
    const inv = await newInvoice(500);
    const link = await api.call('POST', `/invoices/${inv.id}/actions/payment-link`, { token });
    const res = await api.app.request(new URL(link.body.url).pathname, { method: 'POST' });
    expect(res.status).toBe(303);
    expect((await invoice(inv.id)).status).toBe('paid');
    expect(await payments(inv.id)).toEqual([
      expect.objectContaining({
        method: 'card',
        status: 'completed',
        amountCents: 625,
        reference: 'Paid on the payment page',
      }),
    ]);
  });
});
