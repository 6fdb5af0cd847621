// Service upgrades: live upgrade options, the held upgrade (nothing changes
// before approval; approval creates a proforma order; the plan changes only
// when it is paid) and cancelling an upgrade awaiting payment.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '@server/db/schema/billing';
import { pendingActions } from '@server/db/schema/core';
import { serviceOrders, serviceTypes, services } from '@server/db/schema/services';
import { startApi, type TestApi } from '@server/test/harness';
import { seededServiceIds } from './service-test-ids';

let api: TestApi;
let reader: string;
let buyer: string;
let cookie: string;
const ids = { business: 0, starter: 0, vps: 0, domain: 0, other: 0 };

const svcRow = async (id: number) => (await api.db.select().from(services).where(eq(services.id, id)))[0]!;
const orders = async () => (await api.db.select({ n: count() }).from(serviceOrders))[0]!.n;
const proformas = async () =>
  (await api.db.select({ n: count() }).from(invoices).where(eq(invoices.kind, 'proforma')))[0]!.n;
const upgrade = (id: number, body: Record<string, unknown>, token = buyer) =>
  api.call('POST', `/services/${id}/actions/upgrade`, { token, body: { input: String(id), ...body } });
const approve = (paId: string) => api.call('POST', `/pending-actions/${paId}/approve`, { cookie, body: {} });
const pay = async (paymentUrl: string) =>
  (await api.app.request(new URL(paymentUrl).pathname, { method: 'POST' })).status;

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:services']);
  buyer = await api.token(['read:services', 'write:services', 'write:billing']);
  cookie = await api.login();
  Object.assign(ids, await seededServiceIds(api));
});
afterAll(() => api.close());

describe('upgrade options', () => {
  it('come live from the catalogue with the prorated charge for the rest of the period', async () => {
    const r = await api.call('GET', `/services/${ids.business}/actions/upgrade`, {
      token: reader,
      query: { input: 'nordlight-studio.com' },
    });
    expect(r.status).toBe(200);
    expect(r.body.target).toMatchObject({ domain: 'nordlight-studio.com', serviceId: ids.business });
    expect(r.body.current).toMatchObject({
      name: 'Business Hosting',
      price: { amount: 178.8, currency: 'EUR' },
      billingCycleMonths: 12,
    });
    expect(r.body.options.map((o: { name: string }) => o.name)).toEqual(['Professional Hosting', 'Agency Hosting']);
    const pro = r.body.options[0];
    const svc = await svcRow(ids.business);
    const share = (svc.expiresAt!.getTime() - api.clock.now().getTime()) / (12 * 30.436875 * 86_400_000);
    const cents = Math.round((32280 - 17880) * share);
    expect(pro).toMatchObject({
      price: { amount: 322.8 },
      effective: 'on_payment',
      proratedCharge: { amount: cents / 100 },
      dueNow: { amount: (cents + Math.round(cents * 0.25)) / 100 },
    });
    expect(r.body).toMatchObject({ taxRate: 25, scheduled: null, blockedReason: null });
  });

  it('say why a suspended service cannot be upgraded, and check the input names the service', async () => {
    const r = await api.call('GET', `/services/${ids.starter}/actions/upgrade`, {
      token: reader,
      query: { input: String(ids.starter) },
    });
    expect(r.body.blockedReason).toMatch(/suspended/);
    const mismatch = await api.call('GET', `/services/${ids.business}/actions/upgrade`, {
      token: reader,
      query: { input: 'nordlight.se' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors[0].path).toBe('input');
    const other = await api.call('GET', `/services/${ids.other}/actions/upgrade`, {
      token: reader,
      query: { input: String(ids.other) },
    });
    expect(other.body.code).toBe('not_owned');
  });
});

describe('the held upgrade', () => {
  it('needs write:billing and write:services', async () => {
    const half = await api.token(['read:services', 'write:services']);
    const r = await upgrade(ids.vps, {}, half);
    expect([r.status, r.body.code]).toEqual([403, 'insufficient_scope']);
    expect(r.body.detail).toContain('write:billing');
  });

  it('refuses what the options do not offer, a suspended service, and other accounts’ services', async () => {
    const agencyFromVps = await upgrade(ids.vps, { service_type_id: 1 });
    expect([agencyFromVps.status, agencyFromVps.body.errors?.[0]?.path]).toEqual([422, 'service_type_id']);
    expect((await upgrade(ids.starter, {})).body.code).toBe('conflict');
    expect((await upgrade(ids.other, {})).body.code).toBe('not_owned');
    expect((await upgrade(987654, {})).body.code).toBe('service_not_found');
    expect((await upgrade(ids.vps, { service_type_id: -1 })).status).toBe(422);
  });

  it('changes nothing before approval; one attempt_key gives one hold', async () => {
    const [beforeOrders, beforeInvoices, before] = [await orders(), await proformas(), await svcRow(ids.vps)];
    const replies = await Promise.all([1, 2, 3].map(() => upgrade(ids.vps, { attempt_key: 'vps-up-1' })));
    expect(new Set(replies.map((r) => r.body.pendingActionId)).size).toBe(1);
    const hold = replies[0]!.body;
    expect(hold).toMatchObject({
      status: 'confirmation_required',
      operation: 'requestServiceUpgrade',
      target: { serviceId: ids.vps },
    });
    expect(hold.preview.find((p: { label: string }) => p.label === 'New plan').value).toContain('Cloud VPS L');
    const [{ n }] = await api.db
      .select({ n: count() })
      .from(pendingActions)
      .where(and(eq(pendingActions.attemptKey, 'vps-up-1')));
    expect(n).toBe(1);
    expect([await orders(), await proformas()]).toEqual([beforeOrders, beforeInvoices]);
    expect(await svcRow(ids.vps)).toEqual(before);
    const reused = await upgrade(ids.vps, {
      attempt_key: 'vps-up-1',
      service_type_id: await upgradeTarget(ids.vps, 'Cloud VPS XL'),
    });
    expect(reused.status).toBe(422);
  });

  it('approval creates an unpaid proforma order; the plan changes only when it is paid', async () => {
    const hold = (
      await upgrade(ids.business, { service_type_id: await upgradeTarget(ids.business, 'Professional Hosting') })
    ).body;
    const approved = await approve(hold.pendingActionId);
    expect(approved.body).toMatchObject({ status: 'approved', error: null });
    const result = approved.body.result;
    expect(result).toMatchObject({
      status: 'awaiting_payment',
      newPlan: 'Professional Hosting',
      total: hold.money,
      serviceUrl: `http://dashboard.test/services/${ids.business}`,
    });
    const [inv] = await api.db.select().from(invoices).where(eq(invoices.id, result.orderId));
    expect(inv).toMatchObject({
      kind: 'proforma',
      status: 'unpaid',
      pendingActionId: hold.pendingActionId,
      meta: { purpose: 'upgrade', serviceId: ids.business },
    });
    expect(inv!.number).toMatch(/^PRO-/);

    const waiting = await api.call('GET', `/services/${ids.business}`, { token: reader });
    expect(waiting.body.plan.name).toBe('Business Hosting');
    expect(waiting.body.scheduledUpgrade).toMatchObject({
      name: 'Professional Hosting',
      status: 'awaiting_payment',
      order: { orderId: result.orderId, orderNumber: inv!.number },
    });
    const again = await upgrade(ids.business, {});
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);
    expect(again.body.detail).toContain(inv!.number);

    expect(await pay(result.paymentUrl)).toBeLessThan(400);
    const after = await api.call('GET', `/services/${ids.business}`, { token: reader });
    expect(after.body).toMatchObject({
      plan: { name: 'Professional Hosting' },
      price: { amount: 322.8 },
      displayName: 'Professional Hosting (nordlight-studio.com)',
      scheduledUpgrade: null,
    });
    const [order] = await api.db.select().from(serviceOrders).where(eq(serviceOrders.invoiceId, result.orderId));
    expect(order).toMatchObject({ status: 'applied' });
  });

  it('an upgrade awaiting payment can be cancelled; its order is cancelled and can no longer be paid', async () => {
    const hold = (await upgrade(ids.business, {})).body;
    const result = (await approve(hold.pendingActionId)).body.result;
    const cancel = await api.call('DELETE', `/services/${ids.business}/actions/upgrade`, {
      token: buyer,
      query: { input: String(ids.business) },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({
      cancelled: true,
      serviceId: ids.business,
      upgrade: { name: 'Agency Hosting', status: 'cancelled', order: { orderId: result.orderId, paymentUrl: null } },
    });
    const [inv] = await api.db.select().from(invoices).where(eq(invoices.id, result.orderId));
    expect(inv!.status).toBe('cancelled');
    await pay(result.paymentUrl);
    expect((await svcRow(ids.business)).plan).toBe('Professional Hosting');
    const twice = await api.call('DELETE', `/services/${ids.business}/actions/upgrade`, {
      token: buyer,
      query: { input: String(ids.business) },
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'conflict']);
  });

  it('approval re-checks the service: if it was suspended meanwhile, nothing is ordered', async () => {
    const hold = (await upgrade(ids.vps, {})).body;
    await api.db.update(services).set({ status: 'suspended' }).where(eq(services.id, ids.vps));
    const before = await proformas();
    const r = await approve(hold.pendingActionId);
    expect(r.body).toMatchObject({ status: 'failed', error: { code: 'conflict' } });
    expect(await proformas()).toBe(before);
    await api.db.update(services).set({ status: 'active' }).where(eq(services.id, ids.vps));
  });
});

async function upgradeTarget(_serviceId: number, name: string): Promise<number> {
  return (await api.db.select().from(serviceTypes).where(eq(serviceTypes.name, name)))[0]!.id;
}
