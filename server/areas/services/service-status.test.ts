// The account overview's service buckets and GET /services come from one status
// derivation: every bucket equals the list counted by status, and the list
// filtered by that status, in every state a service can be shown in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceStatus } from '@contract/services';
import { invoices } from '@server/db/schema/billing';
import { serviceTypes, services } from '@server/db/schema/services';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let token: string;
let cookie: string;
let hosting: number;

beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:account', 'read:services', 'write:services', 'write:billing']);
  cookie = await api.login();
  const rows = await api.db.select().from(services).where(eq(services.domain, 'nordlight-studio.com'));
  hosting = rows.find((r) => r.type === 'hosting')!.id;
});
afterAll(() => api.close());

/** Every service GET /services lists, a small page at a time, as status → count. */
async function listedBuckets() {
  const counts: Record<string, number> = Object.fromEntries(ServiceStatus.options.map((s) => [s, 0]));
  const names: Record<string, string[]> = {};
  let cursor: string | undefined;
  let total = 0;
  do {
    const r = await api.call('GET', '/services', { token, query: { limit: '3', ...(cursor ? { cursor } : {}) } });
    expect(r.status).toBe(200);
    for (const s of r.body.data as { status: string; displayName: string }[]) {
      counts[s.status]! += 1;
      (names[s.status] ??= []).push(s.displayName);
      total += 1;
    }
    cursor = r.body.nextCursor ?? undefined;
  } while (cursor);
  return { buckets: { total, ...counts }, names };
}

async function expectOverviewAgrees() {
  const overview = await api.call('GET', '/account/overview', { token });
  expect(overview.status).toBe(200);
  const { buckets, names } = await listedBuckets();
  expect(overview.body.services).toEqual(buckets);
  for (const status of ServiceStatus.options) {
    const r = await api.call('GET', '/services', { token, query: { status, limit: '100' } });
    expect(r.body.total, `GET /services?status=${status}`).toBe(buckets[status as keyof typeof buckets]);
    expect(r.body.data.every((s: { status: string }) => s.status === status)).toBe(true);
  }
  return { services: overview.body.services, names };
}

describe('overview service buckets', () => {
  it('agree with GET /services on the seeded account: expired and redemption domains are not active', async () => {
    const { services: b, names } = await expectOverviewAgrees();
    expect(b).toMatchObject({ total: 10, active: 6, suspended: 1, expired: 3 });
    expect(names.expired!.sort()).toEqual(['lindqvist.net', 'nordlight-archive.com', 'nordlight.eu']);
  });

  it('agree for an addon awaiting payment (pending) and one whose order was cancelled on the billing side', async () => {
    const [plan] = await api.db.select().from(serviceTypes).where(eq(serviceTypes.code, 'addon-mailboxes'));
    const held = await api.call('POST', `/services/${hosting}/addons`, {
      token,
      body: { input: String(hosting), service_plan_id: plan!.id },
    });
    const approved = await api.call('POST', `/pending-actions/${held.body.pendingActionId}/approve`, {
      cookie,
      body: {},
    });
    expect(approved.body.status, JSON.stringify(approved.body)).toBe('approved');
    const order = approved.body.result;
    expect(order).toMatchObject({ status: 'awaiting_payment' });
    expect((await expectOverviewAgrees()).services).toMatchObject({ total: 11, pending: 1, cancelled: 0 });

    // The addon row stays pending; only its order's proforma is cancelled: the list shows it cancelled.
    await api.db.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, order.orderId));
    expect((await expectOverviewAgrees()).services).toMatchObject({ total: 11, pending: 0, cancelled: 1 });
  });

  it('agree once time has moved on and more services have run out', async () => {
    const before = (await expectOverviewAgrees()).services;
    api.clock.advance(400 * 86_400_000);
    const after = (await expectOverviewAgrees()).services;
    expect(after.expired).toBeGreaterThan(before.expired);
    expect(after.active).toBeLessThan(before.active);
  });
});
