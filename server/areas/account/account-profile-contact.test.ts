// Issue 33 on the contact profile: phone numbers through libphonenumber-js (stored in E.164),
// VAT numbers checked with jsvat against the profile's country, ISO 3166-1 countries only; a
// profile stored before these checks still reads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCountryCode } from '@contract/country-code';
import { storedPhone } from '@contract/phone-number';
import { storedVat } from '@contract/vat-number';
import { accounts } from '@server/db/schema/account';
import { billingAddresses } from '@server/db/schema/billing';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:account', 'write:account']);
});
afterAll(() => api.close());

const patch = (body: Record<string, unknown>) => api.call('PATCH', '/account/profile', { token, body });
const profile = async () => (await api.call('GET', '/account/profile', { token })).body;
const errorsOf = (r: { body: { errors?: { path: string; message: string }[] } }) => r.body.errors ?? [];

describe('profile contact data', () => {
  it('is seeded valid: the phone in E.164, a VAT number of its country', async () => {
    expect(await profile()).toMatchObject({
      phone: '+46812345678',
      vatNumber: 'SE556677889901',
      address: { country: 'SE' },
    });
  });

  it('every seeded account and billing address holds contact data these checks accept, as stored', async () => {
    for (const a of await api.db.select().from(accounts)) {
      if (a.phone) expect(storedPhone(a.phone, a.address.country)).toEqual({ ok: true, value: a.phone });
      if (a.vatNumber) expect(storedVat(a.vatNumber, a.address.country)).toEqual({ ok: true, value: a.vatNumber });
      expect(isCountryCode(a.address.country)).toBe(true);
    }
    for (const b of await api.db.select().from(billingAddresses)) {
      if (b.vatNumber) expect(storedVat(b.vatNumber, b.country)).toEqual({ ok: true, value: b.vatNumber });
      expect(isCountryCode(b.country)).toBe(true);
    }
  });

  it('refuses a phone that is no number, a VAT number that is none and an unassigned country, changing nothing', async () => {
    const before = await profile();
    const cases = [
      [{ phone: '((((((' }, 'phone', 'Enter a phone number such as +46 8 123 456 78'],
      [{ phone: '+46 8 12' }, 'phone', '+46 8 12 is not a valid phone number'],
      [{ phone: '+46 000 000 00' }, 'phone', 'is not a valid phone number'],
      [{ vat_number: 'hello' }, 'vat_number', 'Enter a VAT number with its country prefix'],
      [{ vat_number: 'SE556036091301' }, 'vat_number', 'fails the check digits'],
      [{ address: { country: 'XX' } }, 'address.country', 'XX is not an ISO 3166-1 country code'],
    ] as const;
    for (const [body, path, message] of cases) {
      const r = await patch({ name: 'Renamed AB', ...body });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(errorsOf(r)).toEqual([expect.objectContaining({ path, message: expect.stringContaining(message) })]);
    }
    expect(await profile()).toEqual(before);
  });

  it('reads a national phone number in the profile country and stores it in E.164', async () => {
    const r = await patch({ phone: '070-123 45 67' });
    expect(r.status).toBe(200);
    expect(r.body.phone).toBe('+46701234567');
    expect((await profile()).phone).toBe('+46701234567');
  });

  it('refuses a VAT number of another country, and a new country the kept VAT number is not of', async () => {
    const wrong = await patch({ vat_number: 'DE136695976' });
    expect(errorsOf(wrong)).toEqual([
      expect.objectContaining({
        path: 'vat_number',
        message: 'DE136695976 is a VAT number of Germany, but the address is in Sweden',
      }),
    ]);
    const moved = await patch({ address: { country: 'FI' } });
    expect(moved.status).toBe(422);
    expect(errorsOf(moved).map((e) => e.path)).toEqual(['vat_number']);
    const both = await patch({ address: { country: 'de' }, vat_number: 'de 136695976', phone: '030 901820' });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ vatNumber: 'DE136695976', phone: '+4930901820', address: { country: 'DE' } });
  });

  it('a profile stored before these checks still reads, and a change beside its old values saves', async () => {
    const demo = await api.accountId('demo@example.com');
    const [row] = await api.db.select().from(accounts).where(eq(accounts.id, demo));
    await api.db
      .update(accounts)
      .set({ phone: '((((((', vatNumber: 'hello', address: { ...row!.address, country: 'XX' } })
      .where(eq(accounts.id, demo));
    expect(await profile()).toMatchObject({ phone: '((((((', vatNumber: 'hello', address: { country: 'XX' } });
    const r = await patch({ company: 'Nordlight AB' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ company: 'Nordlight AB', phone: '((((((', vatNumber: 'hello' });
  });
});
