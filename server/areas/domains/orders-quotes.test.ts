// Quotes of registrar orders (free reads): availability and price of a
// registration, renewal with its new expiry, transfer-in with the current
// registrar and lock, each degrading to "not possible" with a reason, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registryDomains } from '@server/db/schema/infra-registry';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let reader: string;
beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:domains']);
});
afterAll(() => api.close());

const get = (path: string, query?: Record<string, string | number>, token = reader) =>
  api.call('GET', path, { token, query });
const registryRow = async (name: string) =>
  (await api.db.select().from(registryDomains).where(eq(registryDomains.name, name)))[0]!;
const plusYears = (d: Date, n: number) => {
  const out = new Date(d);
  out.setUTCFullYear(out.getUTCFullYear() + n);
  return out;
};

describe('registration quote', () => {
  it('prices a free name per year with VAT, and its renewal', async () => {
    const r = await get('/domains/nordlight-new.com/actions/register', { years: 2 });
    expect(r.status).toBe(200);
    // .com: 13.00 EUR a year before VAT
    expect(r.body).toMatchObject({
      target: null,
      domain: 'nordlight-new.com',
      tld: 'com',
      years: 2,
      price: { amount: 32.5, currency: 'EUR' },
      renewalPrice: { amount: 18.75, currency: 'EUR' },
      premium: false,
      possible: true,
      reason: null,
      warnings: [],
    });
  });

  it('says who has a taken name, and that the account has one already', async () => {
    const other = await get('/domains/lindqvist-foto.com/actions/register');
    expect(other.body).toMatchObject({ possible: false, premium: false });
    expect(other.body.reason).toBe('lindqvist-foto.com is already registered, at Other Registrar Inc.');
    const own = await get('/domains/nordlight-studio.com/actions/register');
    expect(own.body.reason).toBe('nordlight-studio.com is already registered, on this account');
  });

  it("takes premium from the registry's flag of a known name and points a dropping one to Snapback", async () => {
    const [premium] = await api.db.select().from(registryDomains).where(eq(registryDomains.premium, true)).limit(1);
    const r = await get(`/domains/${premium!.name}/actions/register`);
    expect(r.body.premium).toBe(true);
    expect(r.body.possible).toBe(false);
    const dropping = await get('/domains/vinterljus.com/actions/register');
    expect(dropping.body.reason).toMatch(/being deleted: it is released on .*Snapback/);
  });

  it('refuses a TLD that is not sold and a name below a registered level, saying why', async () => {
    const xyz = await get('/domains/example.xyz/actions/register');
    expect(xyz.status).toBe(200);
    expect(xyz.body).toMatchObject({ possible: false, price: { amount: 0 } });
    expect(xyz.body.reason).toMatch(/^\.xyz is not a TLD this registrar sells; it sells .*\.se/);
    const sub = await get('/domains/shop.nordlight-new.com/actions/register');
    expect(sub.body.reason).toBe('Only names directly under .com are registered, such as nordlight-new.com');
  });

  it('warns about a name that mixes scripts', async () => {
    // "pаypal" with a Cyrillic а
    const r = await get('/domains/xn--pypal-4ve.com/actions/register');
    expect(r.body.possible).toBe(true);
    expect(r.body.warnings).toEqual([
      expect.objectContaining({ code: 'mixed_script', scripts: ['Latin', 'Cyrillic'] }),
    ]);
  });

  it('answers "not possible now" while the registry does not answer, not an error', async () => {
    await api.deps.infra.registry.setReachable(api.db, 'io', false);
    const r = await get('/domains/nordlight.io/actions/register');
    await api.deps.infra.registry.setReachable(api.db, 'io', true);
    expect(r.status).toBe(200);
    expect(r.body.possible).toBe(false);
    expect(r.body.reason).toMatch(/^The \.io registry is not answering right now/);
    expect(r.body.price).toEqual({ amount: 52.5, currency: 'EUR' });
  });

  it('validates years', async () => {
    const r = await get('/domains/nordlight-new.com/actions/register', { years: 11 });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].path).toBe('years');
  });
});

describe('renewal quote', () => {
  it("gives the new expiry from the registry's date", async () => {
    const reg = await registryRow('nordlight.se');
    const r = await get('/domains/nordlight.se/actions/renew', { years: 2 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      target: { domain: 'nordlight.se', kind: 'domain' },
      years: 2,
      price: { amount: 30, currency: 'EUR' },
      possible: true,
      newExpiresAt: plusYears(reg.expiresAt, 2).toISOString(),
    });
  });

  it('renews a name in grace and sends one in redemption to restore', async () => {
    expect((await get('/domains/lindqvist.net/actions/renew')).body.possible).toBe(true);
    const r = await get('/domains/nordlight-archive.com/actions/renew');
    expect(r.body).toMatchObject({ possible: false, newExpiresAt: null });
    expect(r.body.reason).toMatch(/in redemption.*restore it instead \(117\.50 EUR/);
  });

  it("says the registry's ten-year maximum and how many years fit", async () => {
    const r = await get('/domains/alexlindqvist.dev/actions/renew', { years: 10 });
    expect(r.body.possible).toBe(false);
    expect(r.body.reason).toMatch(/past the registry's maximum of 10 years from today .*; renew by at most 9 years$/);
  });

  it('degrades when the registry does not answer', async () => {
    await api.deps.infra.registry.setReachable(api.db, 'se', false);
    const r = await get('/domains/nordlight.se/actions/renew');
    await api.deps.infra.registry.setReachable(api.db, 'se', true);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ possible: false, newExpiresAt: null });
    expect(r.body.reason).toMatch(/\.se registry is not answering/);
  });

  it("is 403 on another account's domain and 404 on a name nobody has here", async () => {
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const r = await get(`/domains/${name}/actions/renew`);
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('domain_not_owned');
    }
    expect((await get('/domains/nobody-has-this.com/actions/renew')).status).toBe(404);
  });
});

describe('transfer-in quote', () => {
  it('prices a name at another registrar, with its registrar and lock', async () => {
    const r = await get('/domains/lindqvist-foto.com/actions/transfer-in');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      target: null,
      years: 1,
      price: { amount: 16.25, currency: 'EUR' },
      possible: true,
      currentRegistrar: 'Other Registrar Inc.',
      transferLocked: false,
      authCodeRequired: true,
    });
  });

  it('says why a locked, too new, unregistered, own or moving name cannot be ordered', async () => {
    const locked = (await get('/domains/lindqvist-design.com/actions/transfer-in')).body;
    expect(locked).toMatchObject({ possible: false, transferLocked: true });
    expect(locked.reason).toMatch(/locked at Other Registrar Inc\.; ask Other Registrar Inc\. to unlock it/);
    expect((await get('/domains/nobody-has-this.com/actions/transfer-in')).body.reason).toMatch(/register it instead/);
    expect((await get('/domains/nordlight-studio.com/actions/transfer-in')).body.reason).toBe(
      'nordlight-studio.com is already registered here, on this account',
    );
    expect((await get('/domains/maria-berg.se/actions/transfer-in')).body.reason).toMatch(/already at this registrar/);
    expect((await get('/domains/nordlight.nu/actions/transfer-in')).body.reason).toBe(
      'A transfer of nordlight.nu to this registrar is already in progress',
    );
  });

  it('applies the 60-day rule once the lock is gone', async () => {
    await api.db
      .update(registryDomains)
      .set({ statuses: ['ok'] })
      .where(eq(registryDomains.name, 'lindqvist-design.com'));
    const r = (await get('/domains/lindqvist-design.com/actions/transfer-in')).body;
    expect(r.possible).toBe(false);
    expect(r.reason).toMatch(/less than 60 days ago; registries allow a transfer from \d{4}-\d\d-\d\d$/);
  });

  it('degrades when the registry does not answer', async () => {
    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    const r = await get('/domains/lindqvist-foto.com/actions/transfer-in');
    await api.deps.infra.registry.setReachable(api.db, 'com', true);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ possible: false, currentRegistrar: null, transferLocked: null });
  });
});
