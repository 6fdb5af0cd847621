// Issue 33 on billing addresses: ISO 3166-1 countries only, VAT numbers checked with jsvat
// against the address's country and stored normalised (and printed so on invoices), old rows
// that break these rules still read; and a day the calendar does not have is a 422.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingAddresses } from '@server/db/schema/billing';
import { createInvoice } from '@server/areas/billing/public';
import { startAddressApi, api, token, reader, primaryId, personalId } from './address-test-api';

startAddressApi();

const address = {
  name: 'Nordlight Events',
  line1: 'Sveavägen 20',
  city: 'Stockholm',
  postal_code: '111 57',
  country: 'SE',
};
const create = (body: Record<string, unknown>) =>
  api.call('POST', '/billing-addresses', { token, body: { ...address, ...body } });
const patch = (id: number, body: Record<string, unknown>) =>
  api.call('PATCH', `/billing-addresses/${id}`, { token, body });
const errorsOf = (r: { body: { errors?: { path: string; message: string }[] } }) => r.body.errors ?? [];

describe('billing address contact data', () => {
  it('refuses a country that is not an ISO 3166-1 code', async () => {
    for (const country of ['ZZ', 'XX']) {
      const r = await create({ country });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(errorsOf(r)).toEqual([
        expect.objectContaining({ path: 'country', message: `${country} is not an ISO 3166-1 country code` }),
      ]);
    }
  });

  it('refuses a VAT number in a wrong format, with wrong check digits, or of another country', async () => {
    const cases = [
      [{ vat_number: 'SE12' }, 'not in the format of a VAT number of Sweden'],
      [{ vat_number: 'SE556036091301' }, 'fails the check digits'],
      [{ vat_number: 'SE556012579001', country: 'DE' }, 'is a VAT number of Sweden, but the address is in Germany'],
    ] as const;
    for (const [body, message] of cases) {
      const r = await create(body);
      expect(r.status).toBe(422);
      expect(errorsOf(r)).toEqual([
        expect.objectContaining({ path: 'vat_number', message: expect.stringContaining(message) }),
      ]);
    }
    const list = await api.call('GET', '/billing-addresses', { token: reader });
    expect(list.body.total).toBe(2);
  });

  it('stores the VAT number upper case without spaces, and invoices print it so', async () => {
    const r = await create({ vat_number: ' se 5560 1257 9001 ' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ country: 'SE', vatNumber: 'SE556012579001' });

    const p = await patch(primaryId, { vat_number: 'se556012579001' });
    expect(p.status).toBe(200);
    expect(p.body.vatNumber).toBe('SE556012579001');
    const demo = await api.accountId('demo@example.com');
    const inv = await createInvoice(api.db, {
      accountId: demo,
      kind: 'invoice',
      currency: 'EUR',
      now: api.clock.now(),
      items: [{ description: 'SSL', quantity: 1, unitCents: 900 }],
    });
    const printed = await api.call('GET', `/invoices/${inv.id}`, { token });
    expect(printed.body.billedTo.vatNumber).toBe('SE556012579001');
  });

  it('a new country re-checks the VAT number the address keeps', async () => {
    const before = (await api.call('GET', `/billing-addresses/${primaryId}`, { token })).body;
    const moved = await patch(primaryId, { country: 'DE' });
    expect(moved.status).toBe(422);
    expect(errorsOf(moved)).toEqual([
      expect.objectContaining({ path: 'vat_number', message: expect.stringContaining('the address is in Germany') }),
    ]);
    expect((await api.call('GET', `/billing-addresses/${primaryId}`, { token })).body).toEqual(before);
    const both = await patch(primaryId, { country: 'de', vat_number: 'DE 136 695 976' });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ country: 'DE', vatNumber: 'DE136695976' });
  });

  it('an address stored before these checks still reads, and a change that leaves its values alone saves', async () => {
    await api.db
      .update(billingAddresses)
      .set({ country: 'ZZ', vatNumber: 'SE12' })
      .where(eq(billingAddresses.id, personalId));
    const r = await api.call('GET', `/billing-addresses/${personalId}`, { token: reader });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ country: 'ZZ', vatNumber: 'SE12' });
    expect((await api.call('GET', '/billing-addresses', { token: reader })).status).toBe(200);
    const renamed = await patch(personalId, { name: 'Alex L.' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Alex L.', vatNumber: 'SE12' });
    const fixed = await patch(personalId, { country: 'SE', vat_number: null });
    expect(fixed.body).toMatchObject({ country: 'SE', vatNumber: null });
  });
});

describe('days the calendar does not have', () => {
  it('are a 422 with a message that says why, on every date filter of billing', async () => {
    for (const [path, field] of [
      ['/invoices', 'issued_from'],
      ['/invoices', 'issued_to'],
      ['/billing/activity', 'from'],
      ['/billing/activity', 'to'],
    ] as const) {
      const r = await api.call('GET', path, { token: reader, query: { [field]: '2026-02-30' } });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(errorsOf(r)).toEqual([
        expect.objectContaining({
          path: field,
          message: `${field}: 2026-02-30 is not a date: February 2026 has 28 days`,
        }),
      ]);
    }
    expect((await api.call('GET', '/invoices', { token: reader, query: { issued_from: '2024-02-29' } })).status).toBe(
      200,
    );
  });
});
