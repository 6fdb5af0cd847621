// Addons: the list with what the catalogue offers, and the held addon
// management operation: add (approval creates a proforma order, the addon is
// provisioned when it is paid) and remove.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '@server/db/schema/billing';
import { serviceTypes, services } from '@server/db/schema/services';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let buyer: string;
let cookie: string;
let hosting: number;
let other: number;
const plan: Record<string, number> = {};

const addon = (body: Record<string, unknown>, id = hosting) =>
  api.call('POST', `/services/${id}/addons`, { token: buyer, body: { input: String(id), ...body } });
const approve = async (paId: string) =>
  (await api.call('POST', `/pending-actions/${paId}/approve`, { cookie, body: {} })).body;
const pay = async (url: string) => (await api.app.request(new URL(url).pathname, { method: 'POST' })).status;
const list = async () =>
  (await api.call('GET', `/services/${hosting}/addons`, { token: buyer, query: { input: 'nordlight-studio.com' } }))
    .body;
const serviceCount = async () => (await api.db.select({ n: count() }).from(services))[0]!.n;
const invoiceCount = async () => (await api.db.select({ n: count() }).from(invoices))[0]!.n;

beforeAll(async () => {
  api = await startApi();
  buyer = await api.token(['read:services', 'write:services', 'write:billing']);
  cookie = await api.login();
  const rows = await api.db.select().from(services).where(eq(services.type, 'hosting'));
  hosting = rows.find((r) => r.domain === 'nordlight-studio.com')!.id;
  other = rows.find((r) => r.domain === 'sandandsons.fi')!.id;
  for (const t of await api.db.select().from(serviceTypes)) plan[t.code] = t.id;
});
afterAll(() => api.close());

describe('GET /services/{service}/addons', () => {
  it('lists the children and the addons offered for this kind of service, priced for its cycle', async () => {
    const r = await list();
    expect(r).toMatchObject({
      serviceId: hosting,
      data: [],
      total: 0,
      taxRate: 25,
      target: { domain: 'nordlight-studio.com' },
    });
    expect(r.available.map((a: { name: string }) => a.name)).toEqual([
      'Extra storage',
      'Wildcard SSL certificate',
      'Offsite backups',
      'Mailbox pack',
    ]);
    expect(r.available[0]).toMatchObject({
      servicePlanId: plan['addon-storage'],
      unit: '10 GB',
      price: { amount: 20, currency: 'EUR' },
      billingCycleMonths: 12,
      maxQuantity: 24,
      inUse: 0,
    });
  });

  it('shows another account’s addons to nobody else', async () => {
    const r = await api.call('GET', `/services/${other}/addons`, { token: buyer, query: { input: String(other) } });
    expect([r.status, r.body.code]).toEqual([403, 'not_owned']);
    const none = await api.call('GET', '/services/99999/addons', { token: buyer, query: { input: '99999' } });
    expect([none.status, none.body.code]).toEqual([404, 'service_not_found']);
  });
});

describe('buying an addon', () => {
  it('validates quantity 1–24 and the plan, and creates nothing before approval', async () => {
    const [services0, invoices0] = [await serviceCount(), await invoiceCount()];
    for (const quantity of [0, 25, 2.5]) {
      const r = await addon({ service_plan_id: plan['addon-storage'], quantity });
      expect([r.status, r.body.errors[0].path]).toEqual([422, 'quantity']);
    }
    const ipv4 = await addon({ service_plan_id: plan['addon-ipv4'] });
    expect([ipv4.status, ipv4.body.errors[0].path]).toEqual([422, 'service_plan_id']);
    const backups = await addon({ service_plan_id: plan['addon-offsite-backup'], quantity: 2 });
    expect(backups.body.errors[0]).toMatchObject({ path: 'quantity', code: 'over_limit' });
    const hold = await addon({ service_plan_id: plan['addon-storage'], quantity: 3, attempt_key: 'storage-3' });
    expect(hold.body).toMatchObject({ status: 'confirmation_required', money: { amount: 75, currency: 'EUR' } });
    expect(
      (await addon({ service_plan_id: plan['addon-storage'], quantity: 3, attempt_key: 'storage-3' })).body
        .pendingActionId,
    ).toBe(hold.body.pendingActionId);
    expect([await serviceCount(), await invoiceCount()]).toEqual([services0, invoices0]);
    expect((await list()).data).toEqual([]);
  });

  it('approval creates a proforma order and a pending addon; paying provisions it', async () => {
    const hold = (await addon({ service_plan_id: plan['addon-storage'], quantity: 3 })).body;
    const result = (await approve(hold.pendingActionId)).result;
    expect(result).toMatchObject({
      status: 'awaiting_payment',
      addon: 'Extra storage',
      quantity: 3,
      total: { amount: 75, currency: 'EUR' },
    });
    const [inv] = await api.db.select().from(invoices).where(eq(invoices.id, result.orderId));
    expect(inv).toMatchObject({
      kind: 'proforma',
      status: 'unpaid',
      totalCents: 7500,
      meta: { purpose: 'addon', addonServiceId: result.addonServiceId },
    });

    const pending = await list();
    expect(pending.data).toEqual([
      expect.objectContaining({
        id: result.addonServiceId,
        status: 'pending',
        quantity: 3,
        parentServiceId: hosting,
        expiresAt: null,
        pendingOrder: expect.objectContaining({
          orderId: result.orderId,
          quantity: 3,
          total: { amount: 75, currency: 'EUR' },
        }),
      }),
    ]);
    expect(pending.available[0].inUse).toBe(3);
    const more = await addon({ service_plan_id: plan['addon-storage'] });
    expect([more.status, more.body.code]).toEqual([409, 'conflict']);

    expect(await pay(result.paymentUrl)).toBeLessThan(400);
    const [active] = (await list()).data;
    expect(active).toMatchObject({
      status: 'active',
      quantity: 3,
      price: { amount: 60, currency: 'EUR' },
      // with 25 % VAT, as the invoice that bought it charged
      priceWithVat: { amount: 75, currency: 'EUR' },
      pendingOrder: null,
    });
    expect(Date.parse(active.expiresAt)).toBeGreaterThan(api.clock.now().getTime() + 360 * 86_400_000);
    const detail = await api.call('GET', `/services/${hosting}`, { token: buyer });
    expect(detail.body.addons.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual([
      [result.addonServiceId, 'active'],
    ]);
  });

  it('more units are charged to the addon’s end date and added when paid; the limit counts what it has', async () => {
    const tooMany = await addon({ service_plan_id: plan['addon-storage'], quantity: 22 });
    expect(tooMany.body.errors[0].message).toContain('at most 21 more');
    // half a year into the addon's period
    const [child] = (await list()).data;
    const expiresAt = new Date(api.clock.now().getTime() + 183 * 86_400_000);
    await api.db.update(services).set({ expiresAt }).where(eq(services.id, child.id));
    const hold = (await addon({ service_plan_id: plan['addon-storage'], quantity: 2 })).body;
    const cents = Math.round(4000 * (183 / (12 * 30.436875)));
    expect(hold.money.amount).toBe((cents + Math.round(cents * 0.25)) / 100); // about half of 50.00
    const result = (await approve(hold.pendingActionId)).result;
    await pay(result.paymentUrl);
    expect((await list()).data[0]).toMatchObject({ quantity: 5, price: { amount: 100 } });
  });
});

describe('removing an addon', () => {
  it('takes units away on approval, then the rest', async () => {
    const hold = (await addon({ action: 'remove', service_plan_id: plan['addon-storage'], quantity: 2 })).body;
    expect(hold.money ?? null).toBeNull();
    expect((await list()).data[0].quantity).toBe(5);
    const res = (await approve(hold.pendingActionId)).result;
    expect(res).toMatchObject({ removed: 2, remaining: 3, status: 'active' });
    expect((await list()).data[0]).toMatchObject({ quantity: 3, price: { amount: 60 } });
    const tooMany = await addon({ action: 'remove', service_plan_id: plan['addon-storage'], quantity: 4 });
    expect(tooMany.body.errors[0].path).toBe('quantity');
    const all = (
      await approve((await addon({ action: 'remove', service_plan_id: plan['addon-storage'] })).body.pendingActionId)
    ).result;
    expect(all).toMatchObject({ removed: 3, remaining: 0, status: 'cancelled' });
    expect((await list()).available[0].inUse).toBe(0);
  });

  it('removing an unpaid addon cancels its order, which can then no longer provision it', async () => {
    const bought = (await approve((await addon({ service_plan_id: plan['addon-wildcard-ssl'] })).body.pendingActionId))
      .result;
    const removed = (
      await approve(
        (await addon({ action: 'remove', service_plan_id: plan['addon-wildcard-ssl'] })).body.pendingActionId,
      )
    ).result;
    expect(removed).toMatchObject({ status: 'cancelled', cancelledOrders: [bought.orderNumber] });
    const [inv] = await api.db.select().from(invoices).where(eq(invoices.id, bought.orderId));
    expect(inv!.status).toBe('cancelled');
    await pay(bought.paymentUrl);
    const [row] = await api.db.select().from(services).where(eq(services.id, bought.addonServiceId));
    expect(row!.status).toBe('cancelled');
  });

  it('an addon whose order was cancelled on the billing side shows as cancelled and can be ordered again', async () => {
    const bought = (await approve((await addon({ service_plan_id: plan['addon-mailboxes'] })).body.pendingActionId))
      .result;
    await api.db.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, bought.orderId));
    const row = (await list()).data.find((s: { id: number }) => s.id === bought.addonServiceId);
    expect(row).toMatchObject({ status: 'cancelled', pendingOrder: null });
    const again = (await approve((await addon({ service_plan_id: plan['addon-mailboxes'] })).body.pendingActionId))
      .result;
    expect(again).toMatchObject({ status: 'awaiting_payment' });
    expect(again.addonServiceId).not.toBe(bought.addonServiceId);
    const [old] = await api.db.select().from(services).where(eq(services.id, bought.addonServiceId));
    expect(old!.status).toBe('cancelled');
    // leave nothing open for the next test
    await approve((await addon({ action: 'remove', service_plan_id: plan['addon-mailboxes'] })).body.pendingActionId);
  });

  it('says so when there is nothing to remove', async () => {
    const r = await addon({ action: 'remove', service_plan_id: plan['addon-mailboxes'] });
    expect(r.body.errors[0]).toMatchObject({ path: 'service_plan_id', code: 'not_present' });
  });
});
