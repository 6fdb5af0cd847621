// Reading invoices: the list and its filters, one invoice, the PDF, the credit
// note, ways to pay and the payment link, with their ownership and 404 rules.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startInvoiceApi, api, reader, writer, otherInvoice, unpaid, paidWithNote } from './invoice-test-api';
import { invoices } from '@server/db/schema/billing';
import { APP_URL } from '@server/test/harness';

startInvoiceApi();

describe('GET /invoices', () => {
  it('lists the account invoices newest first, as money, with the status as of now', async () => {
    const r = await api.call('GET', '/invoices', { token: reader });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(6);
    const times = r.body.data.map((i: { issuedAt: string }) => Date.parse(i.issuedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const u = r.body.data.find((i: { id: number }) => i.id === unpaid.id);
    // issued 30 days ago, due after 14: overdue, with a pay link
    expect(u).toMatchObject({
      status: 'overdue',
      kind: 'invoice',
      total: { amount: 33.63, currency: 'EUR' },
      amountDue: { amount: 33.63, currency: 'EUR' },
    });
    expect(u.paymentUrl).toMatch(new RegExp(`^${APP_URL}/sandbox/pay/`));
    const paid = r.body.data.find((i: { status: string }) => i.status === 'paid');
    expect(paid).toMatchObject({ amountDue: { amount: 0, currency: 'EUR' }, paymentUrl: null });
    expect(r.body.data.every((i: { id: number }) => i.id !== otherInvoice)).toBe(true);
  });

  it('filters by status (unpaid includes overdue), kind, issue dates and number, and pages with a cursor', async () => {
    const get = async (query: Record<string, string | number>) =>
      (await api.call('GET', '/invoices', { token: reader, query })).body;
    expect((await get({ status: 'unpaid' })).data.map((i: { id: number }) => i.id)).toContain(unpaid.id);
    expect((await get({ status: 'overdue' })).data.map((i: { id: number }) => i.id)).toEqual([unpaid.id]);
    expect((await get({ status: 'paid' })).data.every((i: { status: string }) => i.status === 'paid')).toBe(true);
    expect((await get({ kind: 'deposit' })).total).toBe(0);
    const inv = (await api.db.select().from(invoices).where(eq(invoices.id, unpaid.id)))[0]!;
    const dayOf = inv.issuedAt.toISOString().slice(0, 10);
    expect((await get({ issued_from: dayOf, issued_to: dayOf })).data.map((i: { id: number }) => i.id)).toContain(
      unpaid.id,
    );
    expect((await get({ issued_to: '2000-01-01' })).total).toBe(0);
    expect((await get({ q: unpaid.number })).data.map((i: { id: number }) => i.id)).toEqual([unpaid.id]);
    const first = await get({ limit: 2 });
    expect(first).toMatchObject({ hasMore: true });
    const second = await get({ limit: 2, cursor: first.nextCursor });
    expect(second.data[0].id).not.toBe(first.data[1].id);
    expect(Date.parse(second.data[0].issuedAt)).toBeLessThanOrEqual(Date.parse(first.data[1].issuedAt));
  });

  it('refuses bad filters with 422 naming the field', async () => {
    for (const [query, path] of [
      [{ status: 'late' }, 'status'],
      [{ issued_from: '31/01/2024' }, 'issued_from'],
      [{ limit: 101 }, 'limit'],
      [{ issued_from: '2024-02-01', issued_to: '2024-01-01' }, 'issued_to'],
    ] as const) {
      const r = await api.call('GET', '/invoices', { token: reader, query });
      expect(r.status, JSON.stringify(query)).toBe(422);
      expect(r.body.errors[0].path).toBe(path);
    }
  });

  it('needs read:billing', async () => {
    const t = await api.token(['read:account']);
    const r = await api.call('GET', '/invoices', { token: t });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
  });
});

describe('GET /invoices/{invoice}', () => {
  it('gives items, payments and the address as printed', async () => {
    const r = await api.call('GET', `/invoices/${paidWithNote}`, { token: reader });
    expect(r.status).toBe(200);
    expect(r.body.items).toEqual([
      expect.objectContaining({
        description: 'Business Hosting, monthly',
        quantity: 1,
        unitPrice: { amount: 14.9, currency: 'EUR' },
        taxRate: 25,
      }),
      expect.objectContaining({ description: 'Domain renewals', amount: { amount: 12, currency: 'EUR' } }),
    ]);
    expect(r.body.payments).toEqual([
      expect.objectContaining({ method: 'card', status: 'completed', amount: { amount: 33.63, currency: 'EUR' } }),
    ]);
    expect(r.body.billedTo).toMatchObject({
      name: 'Nordlight Studio AB',
      lines: ['Storgatan 12', '111 22 Stockholm', 'Reference: Alex Lindqvist'],
      country: 'SE',
    });
    expect(r.body.creditNoteId).toEqual(expect.any(Number));
  });

  it("another account's invoice is 403 not_owned; a missing one 404 invoice_not_found", async () => {
    const other = await api.call('GET', `/invoices/${otherInvoice}`, { token: reader });
    expect([other.status, other.body.code]).toEqual([403, 'not_owned']);
    for (const id of ['999999', '99999999999999']) {
      const missing = await api.call('GET', `/invoices/${id}`, { token: reader });
      expect([missing.status, missing.body.code]).toEqual([404, 'invoice_not_found']);
    }
    const bad = await api.call('GET', '/invoices/abc', { token: reader });
    expect(bad.status).toBe(404);
  });
});

describe('PDF, credit note, ways to pay, payment link', () => {
  it('GET /invoices/{invoice}/pdf is a PDF document of that invoice', async () => {
    const res = await api.app.request(`/api/v1/invoices/${unpaid.id}/pdf`, {
      headers: { authorization: `Bearer ${reader}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${unpaid.number}.pdf"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toContain('%%EOF');
    expect(bytes.toString('latin1')).toContain(`(Invoice ${unpaid.number})`); // the document title
    const other = await api.call('GET', `/invoices/${otherInvoice}/pdf`, { token: reader });
    expect([other.status, other.body.code]).toEqual([403, 'not_owned']);
  });

  it('GET credit-note: the note against the invoice, 404 not_found when there is none', async () => {
    const r = await api.call('GET', `/invoices/${paidWithNote}/credit-note`, { token: reader });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      invoiceId: paidWithNote,
      total: { amount: 15, currency: 'EUR' },
      refundedTo: 'card',
      number: expect.stringMatching(/^CN-/),
    });
    const none = await api.call('GET', `/invoices/${unpaid.id}/credit-note`, { token: reader });
    expect([none.status, none.body.code]).toEqual([404, 'not_found']);
  });

  it('GET payment-methods: what can pay this invoice now, and why not', async () => {
    const r = await api.call('GET', `/invoices/${unpaid.id}/payment-methods`, { token: reader });
    expect(r.status).toBe(200);
    expect(r.body.methods).toEqual([
      { type: 'card', available: true, reason: null },
      { type: 'directdebit', available: true, reason: null },
      { type: 'bank_transfer', available: true, reason: null },
      { type: 'payment_link', available: true, reason: null },
    ]);
    expect(r.body.savedCards).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', expMonth: 9, expYear: 2029, isDefault: true }),
    ]);
    const ocr = (await api.call('GET', `/invoices/${unpaid.id}`, { token: reader })).body.ocr;
    expect(r.body.bankTransfer).toMatchObject({
      recipient: 'Panel Hosting AB',
      ocr,
      iban: expect.stringMatching(/^SE/),
    });
    const paid = await api.call('GET', `/invoices/${paidWithNote}/payment-methods`, { token: reader });
    expect(
      paid.body.methods.every((m: { available: boolean; reason: string }) => !m.available && /paid/.test(m.reason)),
    ).toBe(true);
    expect(paid.body.bankTransfer).toBeNull();
  });

  it('POST actions/payment-link: the pay URL for an unpaid invoice, 409 for a paid one', async () => {
    const r = await api.call('POST', `/invoices/${unpaid.id}/actions/payment-link`, { token: writer });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ invoiceId: unpaid.id, amount: { amount: 33.63, currency: 'EUR' }, expiresAt: null });
    expect(r.body.url).toMatch(new RegExp(`^${APP_URL}/sandbox/pay/[A-Za-z0-9]{32}$`));
    const paid = await api.call('POST', `/invoices/${paidWithNote}/actions/payment-link`, { token: writer });
    expect([paid.status, paid.body.code]).toEqual([409, 'conflict']);
    const scope = await api.call('POST', `/invoices/${unpaid.id}/actions/payment-link`, { token: reader });
    expect([scope.status, scope.body.code]).toEqual([403, 'insufficient_scope']);
  });
});
