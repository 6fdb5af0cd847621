// Billing addresses, their contacts, and the payment methods that hang off
// them: create, update, set primary, held deletion; contacts exactly as the
// spec details them; cards added through a single-visit setup link and
// removed through a hold that names the card.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingAddresses, cardSetupLinks, paymentCards } from '@server/db/schema';
import { createInvoice } from '@server/core/money';
import { APP_URL, startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let token: string;
let reader: string;
let cookie: string;
let primaryId: number;
let personalId: number;
let olofAddress: number;

const approve = (id: string) => api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} });
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
const setupToken = (url: string) => url.split('/').pop()!;
const addCard = (tok: string, body: Record<string, unknown>) =>
  api.call('POST', `/billing/card-setup/${tok}`, {
    body: { cvc: '123', holder_name: 'Alex Lindqvist', exp_month: 4, exp_year: 2031, ...body },
    headers: { 'x-requested-with': 'fetch' },
  });

beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:billing', 'write:billing']);
  reader = await api.token(['read:billing']);
  cookie = await api.login();
  const list = await api.call('GET', '/billing-addresses', { token });
  primaryId = list.body.data[0].id;
  personalId = list.body.data[1].id;
  const olof = await api.accountId('olof@example.org');
  olofAddress = (await api.db.select().from(billingAddresses).where(eq(billingAddresses.accountId, olof)))[0]!.id;
});
afterAll(() => api.close());

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

describe('contacts (the spec detailed endpoints)', () => {
  const add = (id: number | string, body: Record<string, unknown>) =>
    api.call('POST', `/billing-addresses/${id}/contacts`, { token, body });

  it('adds a contact, answering {id, type, email}; the body repeats the path id', async () => {
    const r = await add(primaryId, {
      billing_address_id: primaryId,
      type: 'edi_invoice',
      email: 'edi@nordlight-studio.com',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: expect.any(Number), type: 'edi_invoice', email: 'edi@nordlight-studio.com' });
    const dup = await add(primaryId, {
      billing_address_id: primaryId,
      type: 'edi_invoice',
      email: 'EDI@nordlight-studio.com',
    });
    expect([dup.status, dup.body.code]).toEqual([409, 'conflict']);
  });

  it('validates exactly as the spec says: billing_address_id >= 1, the type enum, email up to 191', async () => {
    const email = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect((await add(primaryId, { billing_address_id: primaryId, type: 'technical', email: email(191) })).status).toBe(
      200,
    );
    for (const [body, path] of [
      [{ billing_address_id: primaryId, type: 'technical', email: email(192) }, 'email'],
      [{ billing_address_id: primaryId, type: 'billing', email: 'x@example.com' }, 'type'],
      [{ billing_address_id: 0, type: 'technical', email: 'x@example.com' }, 'billing_address_id'],
      [{ type: 'technical', email: 'x@example.com' }, 'billing_address_id'],
      [{ billing_address_id: personalId, type: 'technical', email: 'x@example.com' }, 'billing_address_id'],
    ] as const) {
      const r = await add(primaryId, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.errors[0].path).toBe(path);
    }
    const other = await add(olofAddress, {
      billing_address_id: olofAddress,
      type: 'technical',
      email: 'x@example.com',
    });
    expect([other.status, other.body.code]).toEqual([403, 'not_owned']);
  });

  it('lists contacts as {billingAddressId, data}; the query repeats the path id', async () => {
    const r = await api.call('GET', `/billing-addresses/${primaryId}/contacts`, {
      token: reader,
      query: { billing_address_id: primaryId },
    });
    expect(r.status).toBe(200);
    expect(r.body.billingAddressId).toBe(primaryId);
    expect(r.body.data.map((c: { type: string }) => c.type)).toEqual([
      'invoice_email',
      'technical',
      'edi_invoice',
      'technical',
    ]);
    const missing = await api.call('GET', `/billing-addresses/${primaryId}/contacts`, { token: reader });
    expect([missing.status, missing.body.errors[0].path]).toEqual([422, 'billing_address_id']);
  });

  it('removing one is a hold; approval removes it', async () => {
    const list = await api.call('GET', `/billing-addresses/${primaryId}/contacts`, {
      token,
      query: { billing_address_id: primaryId },
    });
    const edi = list.body.data.find((c: { type: string }) => c.type === 'edi_invoice');
    const hold = await api.call('DELETE', `/billing-addresses/${primaryId}/contacts/${edi.id}`, { token });
    expect(hold.body).toMatchObject({
      status: 'confirmation_required',
      preview: expect.arrayContaining([{ label: 'Contact', value: 'edi@nordlight-studio.com (edi invoice)' }]),
    });
    const still = await api.call('GET', `/billing-addresses/${primaryId}/contacts`, {
      token,
      query: { billing_address_id: primaryId },
    });
    expect(still.body.data).toHaveLength(4);
    expect((await approve(hold.body.pendingActionId)).body.result).toMatchObject({
      removed: true,
      email: 'edi@nordlight-studio.com',
    });
    const after = await api.call('GET', `/billing-addresses/${primaryId}/contacts`, {
      token,
      query: { billing_address_id: primaryId },
    });
    expect(after.body.data).toHaveLength(3);
    expect((await api.call('DELETE', `/billing-addresses/${primaryId}/contacts/999999`, { token })).status).toBe(404);
  });
});

describe('payment methods and cards', () => {
  it('lists cards and the mandate per billing profile', async () => {
    const r = await api.call('GET', '/billing/payment-methods', { token: reader });
    expect(r.body.data[0]).toMatchObject({
      billingAddressId: primaryId,
      isPrimary: true,
      cards: [{ brand: 'visa', last4: '4242', expMonth: 9, expYear: 2029, isDefault: true, expired: false }],
      directDebit: { scheme: 'autogiro', status: 'active', accountMasked: '•••• 6789' },
    });
    const one = await api.call('GET', '/billing/payment-methods', {
      token: reader,
      query: { billing_address_id: primaryId },
    });
    expect(one.body.total).toBe(1);
    expect(
      (await api.call('GET', '/billing/payment-methods', { token: reader, query: { billing_address_id: olofAddress } }))
        .body.code,
    ).toBe('not_owned');
  });

  it('a setup link is single-visit: it saves one card, then is used; expired links and bad numbers are refused', async () => {
    const link = await api.call('POST', '/billing/payment-methods/cards/setup-link', { token, body: {} });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({
      billingAddressId: primaryId,
      url: expect.stringMatching(new RegExp(`^${APP_URL}/billing/card-setup/[A-Za-z0-9]{40}$`)),
    });
    const tok = setupToken(link.body.url);
    expect((await api.call('GET', `/billing/card-setup/${tok}`)).body).toMatchObject({
      status: 'open',
      accountName: 'Nordlight Studio AB',
      billingAddressName: 'Nordlight Studio AB',
    });
    const luhn = await addCard(tok, { card_number: '4242424242424241' });
    expect([luhn.status, luhn.body.errors[0].path]).toEqual([422, 'card_number']);
    const old = await addCard(tok, { card_number: '4012888888881881', exp_month: 1, exp_year: 2020 });
    expect([old.status, old.body.errors[0].path]).toEqual([422, 'exp_year']);
    const saved = await addCard(tok, { card_number: '4012 8888 8888 1881', make_default: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ brand: 'visa', last4: '1881', isDefault: true, expired: false });
    expect(JSON.stringify(await api.db.select().from(paymentCards))).not.toContain('4012888888881881');
    const twice = await addCard(tok, { card_number: '5555555555554444' });
    expect([twice.status, twice.body.code]).toEqual([409, 'conflict']);
    expect((await api.call('GET', `/billing/card-setup/${tok}`)).body.status).toBe('used');

    const late = await api.call('POST', '/billing/payment-methods/cards/setup-link', { token, body: {} });
    api.clock.advance(31 * 60_000);
    const expired = await addCard(setupToken(late.body.url), { card_number: '5555555555554444' });
    api.clock.advance(-31 * 60_000);
    expect([expired.status, expired.body.code]).toEqual([409, 'conflict']);
    expect((await api.call('GET', `/billing/card-setup/${'x'.repeat(40)}`)).status).toBe(404);
    const other = await api.call('POST', '/billing/payment-methods/cards/setup-link', {
      token,
      body: { billing_address_id: olofAddress },
    });
    expect(other.body.code).toBe('not_owned');
    expect(
      await api.db.select().from(cardSetupLinks).where(eq(cardSetupLinks.billingAddressId, olofAddress)),
    ).toHaveLength(0);
  });

  it('removing a card is a hold naming the card; card_id must repeat the path and be one of the caller’s cards', async () => {
    const cards = (await api.call('GET', '/billing/payment-methods', { token })).body.data[0].cards;
    const visa = cards.find((c: { last4: string }) => c.last4 === '4242');
    const del = (card: number | string, card_id: number | string) =>
      api.call('DELETE', `/billing/payment-methods/cards/${card}`, { token, query: { card_id } });
    const mismatch = await del(visa.id, visa.id + 1);
    expect([mismatch.status, mismatch.body.errors[0].path]).toEqual([422, 'card_id']);
    const missingQuery = await api.call('DELETE', `/billing/payment-methods/cards/${visa.id}`, { token });
    expect([missingQuery.status, missingQuery.body.errors[0].path]).toEqual([422, 'card_id']);
    expect((await del(999999, 999999)).body.code).toBe('not_found');
    const olofToken = await api.token(['write:billing'], { accountEmail: 'olof@example.org' });
    const foreign = await api.call('DELETE', `/billing/payment-methods/cards/${visa.id}`, {
      token: olofToken,
      query: { card_id: visa.id },
    });
    expect([foreign.status, foreign.body.code]).toEqual([403, 'not_owned']);

    const hold = await del(visa.id, visa.id);
    expect(hold.body).toMatchObject({
      status: 'confirmation_required',
      card: { id: visa.id, brand: 'visa', last4: '4242', expMonth: 9, expYear: 2029 },
    });
    expect(hold.body.preview[0]).toEqual({ label: 'Card', value: 'Visa •••• 4242 (expires 09/2029)' });
    expect(await api.db.select().from(paymentCards).where(eq(paymentCards.id, visa.id))).toHaveLength(1);
    expect((await approve(hold.body.pendingActionId)).body).toMatchObject({
      status: 'approved',
      result: { removed: true },
    });
    const after = (await api.call('GET', '/billing/payment-methods', { token })).body.data[0].cards;
    expect(after.map((c: { last4: string }) => c.last4)).toEqual(['1881']);
    expect(after[0].isDefault).toBe(true);
  });
});
