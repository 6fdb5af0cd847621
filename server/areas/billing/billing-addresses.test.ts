// Billing addresses: list, create, update, set primary, and the held deletion
// (which takes the address's cards with it).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  startAddressApi,
  api,
  token,
  reader,
  primaryId,
  personalId,
  approve,
  setupToken,
  addCard,
  olofAddress as seededOlofAddress,
} from './address-test-api';
import { billingAddresses, paymentCards } from '@server/db/schema/billing';
import { createInvoice } from '@server/areas/billing/public';

const address = {
  name: 'Nordlight Events',
  company: 'Nordlight Studio AB',
  line1: 'Sveavägen 20',
  city: 'Stockholm',
  postal_code: '111 57',
  country: 'se',
  vat_number: 'se556677889901',
  invoice_email: 'events@nordlight-studio.com',
};

startAddressApi();
// This file re-creates olof's first address, so it keeps its own handle on it.
let olofAddress: number;
beforeAll(() => {
  olofAddress = seededOlofAddress;
});

describe('billing addresses', () => {
  it('lists the primary first, each with its contacts; one by id; 403/404 for others and missing', async () => {
    const list = await api.call('GET', '/billing-addresses', { token: reader });
    expect(list.body).toMatchObject({ total: 2, hasMore: false, nextCursor: null });
    expect(list.body.data[0]).toMatchObject({
      name: 'Nordlight Studio AB',
      isPrimary: true,
      contacts: [{ type: 'invoice_email', email: 'billing@nordlight-studio.com' }, { type: 'technical' }],
    });
    const one = await api.call('GET', `/billing-addresses/${personalId}`, { token: reader });
    expect(one.body).toMatchObject({ id: personalId, name: 'Alex Lindqvist', isPrimary: false });
    expect((await api.call('GET', `/billing-addresses/${olofAddress}`, { token: reader })).body.code).toBe('not_owned');
    expect((await api.call('GET', '/billing-addresses/999999', { token: reader })).status).toBe(404);
  });

  it('creates one (normalising country and VAT number, with its invoice contact), and says what is wrong with bad input', async () => {
    const r = await api.call('POST', '/billing-addresses', { token, body: address });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      name: 'Nordlight Events',
      country: 'SE',
      vatNumber: 'SE556677889901',
      isPrimary: false,
      currency: 'EUR',
      invoiceDelivery: 'email',
      contacts: [{ type: 'invoice_email', email: 'events@nordlight-studio.com' }],
    });
    const bad = await api.call('POST', '/billing-addresses', {
      token,
      body: { ...address, name: '', country: 'Sweden', vat_number: '1234' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['country', 'name', 'vat_number']);
  });

  it('the first address of an account becomes primary', async () => {
    const olofToken = await api.token(['write:billing'], { accountEmail: 'olof@example.org' });
    await api.db.delete(billingAddresses).where(eq(billingAddresses.id, olofAddress));
    const r = await api.call('POST', '/billing-addresses', {
      token: olofToken,
      body: { ...address, name: 'Sand & Sons', country: 'FI', vat_number: null },
    });
    expect(r.body).toMatchObject({ isPrimary: true, country: 'FI', vatNumber: null });
    olofAddress = r.body.id;
  });

  it('updates some fields; invoices already issued keep the address they were printed with', async () => {
    const demo = await api.accountId('demo@example.com');
    const inv = await createInvoice(api.db, {
      accountId: demo,
      kind: 'invoice',
      currency: 'EUR',
      now: api.clock.now(),
      items: [{ description: 'SSL', quantity: 1, unitCents: 900 }],
    });
    const r = await api.call('PATCH', `/billing-addresses/${primaryId}`, {
      token,
      body: { line1: 'Götgatan 5', reference: null },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ line1: 'Götgatan 5', reference: null, name: 'Nordlight Studio AB' });
    const printed = await api.call('GET', `/invoices/${inv.id}`, { token });
    expect(printed.body.billedTo.lines[0]).toBe('Storgatan 12');
    const empty = await api.call('PATCH', `/billing-addresses/${primaryId}`, { token, body: {} });
    expect(empty.status).toBe(422);
    expect(
      (await api.call('PATCH', `/billing-addresses/${olofAddress}`, { token, body: { city: 'Turku' } })).body.code,
    ).toBe('not_owned');
  });

  it('set-primary moves the primary flag', async () => {
    const r = await api.call('POST', `/billing-addresses/${personalId}/actions/set-primary`, { token });
    expect(r.body).toMatchObject({ id: personalId, isPrimary: true });
    const list = await api.call('GET', '/billing-addresses', { token });
    expect(list.body.data.filter((a: { isPrimary: boolean }) => a.isPrimary).map((a: { id: number }) => a.id)).toEqual([
      personalId,
    ]);
    expect(list.body.data[0].id).toBe(personalId);
    await api.call('POST', `/billing-addresses/${primaryId}/actions/set-primary`, { token });
  });

  it('deletion is a hold: refused for the primary, nothing removed until approved, then gone with its cards', async () => {
    const primary = await api.call('DELETE', `/billing-addresses/${primaryId}`, { token });
    expect([primary.status, primary.body.code]).toEqual([409, 'conflict']);
    const link = await api.call('POST', '/billing/payment-methods/cards/setup-link', {
      token,
      body: { billing_address_id: personalId },
    });
    expect((await addCard(setupToken(link.body.url), { card_number: '5555555555554444' })).status).toBe(200);
    const hold = await api.call('DELETE', `/billing-addresses/${personalId}`, {
      token,
      query: { attempt_key: 'del-personal' },
    });
    expect(hold.body).toMatchObject({ status: 'confirmation_required', operation: 'deleteBillingAddress' });
    expect(hold.body.preview).toEqual(
      expect.arrayContaining([{ label: 'Saved cards removed', value: 'Mastercard •••• 4444 (expires 04/2031)' }]),
    );
    expect((await api.call('GET', `/billing-addresses/${personalId}`, { token })).status).toBe(200);
    const done = await approve(hold.body.pendingActionId);
    expect(done.body).toMatchObject({
      status: 'approved',
      result: { deleted: true, cardsRemoved: 1, contactsRemoved: 1 },
    });
    expect((await api.call('GET', `/billing-addresses/${personalId}`, { token })).status).toBe(404);
    expect(await api.db.select().from(paymentCards).where(eq(paymentCards.billingAddressId, personalId))).toHaveLength(
      0,
    );
  });
});
