// Payment methods per billing profile: cards added through a single-visit
// setup link, and removed through a hold that names the card.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  startAddressApi,
  api,
  token,
  reader,
  primaryId,
  olofAddress,
  approve,
  setupToken,
  addCard,
} from './address-test-api';
import { cardSetupLinks, paymentCards } from '@server/db/schema/billing';
import { APP_URL } from '@server/test/harness';

startAddressApi();

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
