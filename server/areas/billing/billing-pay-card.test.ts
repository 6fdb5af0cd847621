// Paying invoices by card: the hold changes nothing until a person approves;
// approval charges the simulated provider and marks the invoice paid (a deposit
// raises the balance, an order's paid-hook runs), and a decline leaves everything as it was.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, paymentCharges } from '@server/db/schema/billing';
import {
  startPaymentApi,
  api,
  token,
  provisioned,
  newInvoice,
  invoice,
  payments,
  approve,
  payCard,
} from './payment-test-api';

let visa: number;

startPaymentApi();
beforeAll(async () => {
  visa = (await api.call('GET', '/billing/payment-methods', { token })).body.data[0].cards[0].id;
});

describe('pay-with-card (hold)', () => {
  it('holds the payment naming the card and the amount, and charges nothing', async () => {
    const inv = await newInvoice();
    const r = await payCard(inv.id, { attempt_key: 'pay-1' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'confirmation_required',
      operation: 'payInvoiceWithCard',
      invoiceId: inv.id,
      amount: { amount: 125, currency: 'EUR' },
      money: { amount: 125, currency: 'EUR' },
      card: { id: visa, brand: 'visa', last4: '4242' },
    });
    expect(r.body.preview).toEqual(
      expect.arrayContaining([
        { label: 'Card', value: 'Visa •••• 4242 (expires 09/2029)' },
        { label: 'Amount', value: '125.00 EUR' },
      ]),
    );
    expect((await invoice(inv.id)).status).toBe('unpaid');
    expect(await payments(inv.id)).toHaveLength(0);
    expect(await api.db.select().from(paymentCharges)).toHaveLength(0);
  });

  it('the same attempt_key gives the same hold; reused for another invoice it is a 422', async () => {
    const inv = await newInvoice();
    const a = await payCard(inv.id, { attempt_key: 'same-intent' });
    const b = await payCard(inv.id, { attempt_key: 'same-intent' });
    expect(b.body.pendingActionId).toBe(a.body.pendingActionId);
    const other = await api.call('POST', `/invoices/${inv.id}/actions/pay-with-card`, {
      token,
      body: { attempt_key: 'same-intent', card_id: visa },
    });
    expect(other.body.pendingActionId).toBe(a.body.pendingActionId); // the default card was named explicitly: same parameters
    const other2 = await newInvoice();
    const reused = await payCard(other2.id, { attempt_key: 'same-intent' });
    expect([reused.status, reused.body.errors[0].path]).toEqual([422, 'attempt_key']);
  });

  it('approval charges the card, records the payment and marks the invoice paid, once', async () => {
    const inv = await newInvoice(2000);
    const hold = await payCard(inv.id);
    const done = await approve(hold.body.pendingActionId);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'approved',
      result: {
        invoiceId: inv.id,
        status: 'paid',
        amountPaid: { amount: 25, currency: 'EUR' },
        card: 'Visa •••• 4242 (expires 09/2029)',
      },
    });
    const after = await invoice(inv.id);
    expect(after).toMatchObject({ status: 'paid', paidAt: api.clock.now() });
    const [p] = await payments(inv.id);
    expect(p).toMatchObject({
      method: 'card',
      status: 'completed',
      amountCents: 2500,
      reference: done.body.result.chargeReference,
    });
    expect(await api.db.select().from(paymentCharges).where(eq(paymentCharges.id, p!.reference!))).toEqual([
      expect.objectContaining({ status: 'succeeded', amountCents: 2500 }),
    ]);
    const view = await api.call('GET', `/invoices/${inv.id}`, { token });
    expect(view.body).toMatchObject({ status: 'paid', amountDue: { amount: 0 }, paymentUrl: null });
    expect((await approve(hold.body.pendingActionId)).body.code).toBe('hold_already_decided');
    const again = await payCard(inv.id);
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);
    expect(await payments(inv.id)).toHaveLength(1);
  });

  it('paying a deposit invoice raises the balance; paying an order runs its paid-hook', async () => {
    const before = (await api.call('GET', '/account/balance', { token })).body.balance.amount;
    const topup = await api.call('POST', '/account/balance/actions/add-funds', { token, body: { amount: 200 } });
    const deposit = (await approve(topup.body.pendingActionId)).body.result.invoiceId;
    expect((await api.call('GET', '/account/balance', { token })).body.balance.amount).toBe(before);
    await approve((await payCard(deposit)).body.pendingActionId);
    expect((await api.call('GET', '/account/balance', { token })).body.balance.amount).toBe(before + 200);
    const ledger = (await api.call('GET', '/account/balance/events', { token })).body.data[0];
    expect(ledger).toMatchObject({ kind: 'deposit', amount: { amount: 200 }, invoiceId: deposit });

    const order = await newInvoice(4900, 'proforma', { purpose: 'test-provision' });
    expect(provisioned).not.toContain(order.id);
    await approve((await payCard(order.id)).body.pendingActionId);
    expect(provisioned).toContain(order.id);
  });

  it('a declined card fails the approval and leaves the invoice unpaid, with the failure on the timeline', async () => {
    const setup = await api.call('POST', '/billing/payment-methods/cards/setup-link', { token, body: {} });
    const tokenPart = setup.body.url.split('/').pop();
    const saved = await api.call('POST', `/billing/card-setup/${tokenPart}`, {
      body: {
        card_number: '4000 0000 0000 0002',
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
        holder_name: 'Alex Lindqvist',
        make_default: false,
      },
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(saved.status).toBe(200);
    const inv = await newInvoice(800);
    const done = await approve((await payCard(inv.id, { card_id: saved.body.id })).body.pendingActionId);
    expect(done.body).toMatchObject({ status: 'failed', error: { code: 'conflict' } });
    expect(done.body.error.detail).toMatch(/declined.*Nothing was charged/);
    expect((await invoice(inv.id)).status).toBe('unpaid');
    expect(await payments(inv.id)).toHaveLength(0);
    const failed = await api.call('GET', '/billing/activity', { token, query: { kind: 'payment_failed' } });
    expect(failed.body.data[0]).toMatchObject({ invoiceId: inv.id, amount: { amount: 0 }, method: 'card' });
  });

  it('refuses cards and invoices that are not the caller’s, missing ones, and an expired card', async () => {
    const inv = await newInvoice();
    const olof = await api.accountId('olof@example.org');
    const olofToken = await api.token(['read:billing', 'write:billing'], { accountEmail: 'olof@example.org' });
    const olofInvoice = (
      await api.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.accountId, olof), eq(invoices.status, 'unpaid')))
    )[0]!;
    const notMine = await api.call('POST', `/invoices/${inv.id}/actions/pay-with-card`, { token: olofToken, body: {} });
    expect([notMine.status, notMine.body.code]).toEqual([403, 'not_owned']);
    const otherCard = await api.call('POST', `/invoices/${olofInvoice.id}/actions/pay-with-card`, {
      token: olofToken,
      body: { card_id: visa },
    });
    expect([otherCard.status, otherCard.body.code]).toEqual([403, 'not_owned']);
    const noCard = await payCard(inv.id, { card_id: 999999 });
    expect([noCard.status, noCard.body.code]).toEqual([404, 'not_found']);
    const noInvoice = await payCard(999999);
    expect([noInvoice.status, noInvoice.body.code]).toEqual([404, 'invoice_not_found']);
    const noCards = await api.call('POST', `/invoices/${olofInvoice.id}/actions/pay-with-card`, {
      token: olofToken,
      body: {},
    });
    expect([noCards.status, noCards.body.code]).toEqual([409, 'conflict']);
    api.clock.advance(4 * 365 * 86_400_000); // past 09/2029
    const expired = await payCard(inv.id, { card_id: visa });
    api.clock.advance(-4 * 365 * 86_400_000);
    expect([expired.status, expired.body.errors[0].path]).toEqual([422, 'card_id']);
  });
});
