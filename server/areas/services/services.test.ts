// Services: list and detail, computed from the services table, the catalogue
// and any open orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';
import { seededServiceIds } from './service-test-ids';

let api: TestApi;
let reader: string;
const ids = { business: 0, starter: 0, vps: 0, domain: 0, other: 0 };

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:services']);
  Object.assign(ids, await seededServiceIds(api));
});
afterAll(() => api.close());

describe('GET /services', () => {
  it('lists the account’s services with plan, price and renewal, and filters them', async () => {
    const r = await api.call('GET', '/services', { token: reader });
    expect(r.status).toBe(200);
    // 2 hosting, a VPS, 7 domain registrations
    expect(r.body.total).toBe(10);
    expect(r.body.data.map((s: { id: number }) => s.id)).not.toContain(ids.other);
    const business = r.body.data.find((s: { id: number }) => s.id === ids.business);
    expect(business).toMatchObject({
      type: 'hosting',
      status: 'active',
      plan: { name: 'Business Hosting', serviceTypeId: expect.any(Number) },
      billingCycleMonths: 12,
      price: { amount: 178.8, currency: 'EUR' },
      quantity: 1,
      parentServiceId: null,
      autoRenew: true,
      pendingOrder: null,
    });
    // renewal invoices come 14 days before expiry
    expect(Date.parse(business.nextInvoiceAt)).toBe(Date.parse(business.expiresAt) - 14 * 86_400_000);

    const hosting = await api.call('GET', '/services', { token: reader, query: { type: 'hosting' } });
    expect(hosting.body.data.map((s: { domain: string }) => s.domain).sort()).toEqual([
      'nordlight-studio.com',
      'oldshop-nordlight.com',
    ]);
    const suspended = await api.call('GET', '/services', { token: reader, query: { status: 'suspended' } });
    expect(suspended.body).toMatchObject({ total: 1, data: [{ id: ids.starter, status: 'suspended' }] });
    const q = await api.call('GET', '/services', { token: reader, query: { q: 'VPS' } });
    expect(q.body.data.map((s: { id: number }) => s.id)).toEqual([ids.vps]);
  });

  it('pages with a cursor without skipping or repeating', async () => {
    const first = await api.call('GET', '/services', { token: reader, query: { limit: 5 } });
    expect(first.body).toMatchObject({ hasMore: true, total: 10 });
    const second = await api.call('GET', '/services', {
      token: reader,
      query: { limit: 5, cursor: first.body.nextCursor },
    });
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null });
    const all = [...first.body.data, ...second.body.data].map((s: { id: number }) => s.id);
    expect(new Set(all).size).toBe(10);
  });

  it('needs read:services and rejects a bad filter', async () => {
    const noScope = await api.token(['read:account']);
    expect((await api.call('GET', '/services', { token: noScope })).body.code).toBe('insufficient_scope');
    const bad = await api.call('GET', '/services', { token: reader, query: { status: 'sleeping' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('status');
  });
});

describe('GET /services/{service}', () => {
  it('shows features, addons, and what can be bought', async () => {
    const r = await api.call('GET', `/services/${ids.business}`, { token: reader });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: ids.business,
      node: 'web-ams-04',
      daUsername: 'nordligh',
      addons: [],
      scheduledUpgrade: null,
      canUpgrade: true,
      canAddAddons: true,
    });
    expect(r.body.features.map((f: { key: string }) => f.key)).toContain('storage');
    const suspended = await api.call('GET', `/services/${ids.starter}`, { token: reader });
    expect(suspended.body).toMatchObject({ status: 'suspended', suspendedReason: expect.stringContaining('Unpaid') });
    const domain = await api.call('GET', `/services/${ids.domain}`, { token: reader });
    expect(domain.body).toMatchObject({
      type: 'domain',
      plan: { name: '.se registration' },
      canUpgrade: false,
      canAddAddons: false,
    });
  });

  it('is 403 not_owned for another account’s service and 404 service_not_found for none', async () => {
    const other = await api.call('GET', `/services/${ids.other}`, { token: reader });
    expect([other.status, other.body.code]).toEqual([403, 'not_owned']);
    const none = await api.call('GET', '/services/987654', { token: reader });
    expect([none.status, none.body.code]).toEqual([404, 'service_not_found']);
  });
});
