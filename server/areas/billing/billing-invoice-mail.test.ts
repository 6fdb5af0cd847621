// Sending invoices: to one address (by invoice or by order), or to the invoice
// contacts of the billing address; the PDF goes with the mail, nothing on the invoice changes.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startInvoiceApi, api, reader, writer, demoId, otherInvoice, unpaid, paidWithNote } from './invoice-test-api';
import { billingContacts, invoiceMailAttachments } from '@server/db/schema/billing';
import { outbox } from '@server/db/schema/infra-mailer';
import { createInvoice } from '@server/areas/billing/public';

startInvoiceApi();

describe('sending invoices', () => {
  const mailsTo = (to: string) => api.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

  it('actions/send mails the PDF and pay link to exactly the address given, and changes nothing on the invoice', async () => {
    const before = await api.call('GET', `/invoices/${unpaid.id}`, { token: reader });
    const r = await api.call('POST', `/invoices/${unpaid.id}/actions/send`, {
      token: writer,
      body: { invoice_id: unpaid.id, email: 'Accounts+Q3@Customer.example' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      sent: true,
      // The local part exactly as given; the domain in its stored form (domains are case-insensitive).
      email: 'Accounts+Q3@customer.example',
      invoiceId: unpaid.id,
      ocr: before.body.ocr,
      isProforma: false,
    });
    const [mail] = await mailsTo('Accounts+Q3@customer.example');
    expect(mail).toMatchObject({ kind: 'invoice', subject: expect.stringContaining(unpaid.number) });
    expect(mail!.body).toContain(before.body.paymentUrl);
    const [att] = await api.db
      .select()
      .from(invoiceMailAttachments)
      .where(eq(invoiceMailAttachments.outboxId, mail!.id));
    expect(att).toMatchObject({ filename: `${unpaid.number}.pdf`, contentType: 'application/pdf' });
    expect(Buffer.from(att!.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api.call('GET', `/invoices/${unpaid.id}`, { token: reader })).body).toEqual(before.body);
  });

  it('takes order_id instead of invoice_id: an order is its proforma invoice', async () => {
    const order = await createInvoice(api.db, {
      accountId: demoId,
      kind: 'proforma',
      currency: 'EUR',
      now: api.clock.now(),
      meta: { purpose: 'test-order' },
      items: [{ description: 'Extra storage 10 GB', quantity: 2, unitCents: 500 }],
    });
    const r = await api.call('POST', `/invoices/${order.id}/actions/send`, {
      token: writer,
      body: { order_id: order.id, email: 'buyer@example.net' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ sent: true, invoiceId: order.id, isProforma: true, email: 'buyer@example.net' });
    expect((await mailsTo('buyer@example.net'))[0]!.subject).toContain(`Order ${order.id}`);
  });

  it('answers 422 without an id or email, 403 for another account, 404 invoice_not_found / not_found', async () => {
    const send = (path: string | number, body: unknown) =>
      api.call('POST', `/invoices/${path}/actions/send`, { token: writer, body });
    const noId = await send(unpaid.id, { email: 'a@example.com' });
    expect([noId.status, noId.body.errors[0].path]).toEqual([422, 'invoice_id']);
    const noEmail = await send(unpaid.id, { invoice_id: unpaid.id, email: 'not an address' });
    expect([noEmail.status, noEmail.body.errors[0].path]).toEqual([422, 'email']);
    const mismatch = await send(unpaid.id, { invoice_id: paidWithNote, email: 'a@example.com' });
    expect([mismatch.status, mismatch.body.errors[0].path]).toEqual([422, 'invoice_id']);
    const other = await send(otherInvoice, { invoice_id: otherInvoice, email: 'a@example.com' });
    expect([other.status, other.body.code]).toEqual([403, 'not_owned']);
    const missing = await send(999999, { invoice_id: 999999, email: 'a@example.com' });
    expect([missing.status, missing.body.code]).toEqual([404, 'invoice_not_found']);
    const noOrder = await send(999999, { order_id: 999999, email: 'a@example.com' });
    expect([noOrder.status, noOrder.body.code]).toEqual([404, 'not_found']);
    expect(await mailsTo('a@example.com')).toHaveLength(0);
  });

  it('actions/resend-email goes to the billing address invoice contacts; 409 when it has none', async () => {
    const r = await api.call('POST', `/invoices/${unpaid.id}/actions/resend-email`, { token: writer });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      sent: true,
      recipients: ['billing@nordlight-studio.com'],
      invoiceId: unpaid.id,
      isProforma: false,
    });
    expect((await mailsTo('billing@nordlight-studio.com'))[0]!.subject).toContain(unpaid.number);
    await api.db
      .delete(billingContacts)
      .where(and(eq(billingContacts.accountId, demoId), eq(billingContacts.type, 'invoice_email')));
    const none = await api.call('POST', `/invoices/${unpaid.id}/actions/resend-email`, { token: writer });
    expect([none.status, none.body.code]).toEqual([409, 'conflict']);
  });
});
