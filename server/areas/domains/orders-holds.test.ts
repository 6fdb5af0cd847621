// Held orders: a hold changes nothing; approval quotes again and creates the
// proforma and the order at exactly the quoted price (quote = order); the
// registry acts only once the proforma is paid, through the invoice-paid hook
// and the order's job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { billingAddresses } from '@server/db/schema/billing';
import { dnsZones } from '@server/db/schema/dns';
import { domainOrders, domainTransfers, domains } from '@server/db/schema/domains';
import { registryTlds } from '@server/db/schema/infra-registry';
import { services } from '@server/db/schema/services';
import { runDueJobs } from '@server/core/jobs';
import { startApi, type TestApi } from '@server/test/harness';
import { orderSteps } from './orders-test-api';

let api: TestApi;
let reader: string;
let writer: string;
let cookie: string;
let steps: ReturnType<typeof orderSteps>;
let ownAddress: number;
let otherAddress: number;

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:domains']);
  writer = await api.token(['read:domains', 'write:domains']);
  cookie = await api.login();
  steps = orderSteps(api, () => cookie);
  const demo = await api.accountId('demo@example.com');
  const addresses = await api.db.select().from(billingAddresses);
  ownAddress = addresses.find((a) => a.accountId === demo)!.id;
  otherAddress = addresses.find((a) => a.accountId !== demo)!.id;
});
afterAll(() => api.close());

const post = (path: string, body: Record<string, unknown>, token = writer) => api.call('POST', path, { token, body });
const quote = (path: string, query?: Record<string, string | number>) =>
  api.call('GET', path, { token: reader, query });
const orderCount = async () => (await api.db.select({ n: count() }).from(domainOrders))[0]!.n;

/** The hold's quote, the approval's order and its invoice all carry one amount. */
async function placeAndCheck(path: string, body: Record<string, unknown>, quotePath: string | null) {
  const shown = quotePath ? (await quote(quotePath, body.years ? { years: body.years as number } : {})).body : null;
  const before = await orderCount();
  const hold = await post(path, body);
  expect(hold.status).toBe(200);
  expect(hold.body.status).toBe('confirmation_required');
  expect(await orderCount()).toBe(before);
  if (shown) expect(hold.body.quote).toEqual(shown);
  expect(hold.body.money).toEqual(hold.body.quote.price);
  const approved = await steps.approve(hold.body.pendingActionId);
  expect(approved).toMatchObject({ status: 'approved', error: null });
  const result = approved.result;
  const order = await steps.order(result.orderId);
  const invoice = await steps.invoice(result.invoiceId);
  // quote = order: the price shown is the invoice's total and the order's
  expect(invoice.totalCents).toBe(Math.round(hold.body.quote.price.amount * 100));
  expect(order.totalCents).toBe(invoice.totalCents);
  expect(invoice).toMatchObject({ kind: 'proforma', status: 'unpaid', number: result.orderNumber });
  expect(order).toMatchObject({ status: 'awaiting_payment', invoiceId: invoice.id });
  expect(result.total).toEqual(hold.body.quote.price);
  expect(result.paymentUrl).toMatch(/\/sandbox\/pay\//);
  return { hold: hold.body, result, order, invoice };
}

describe('registration', () => {
  it('runs at the registry only once paid, then the domain is the account’s with a zone', async () => {
    const { result, invoice } = await placeAndCheck(
      '/domains/nordlight-shop.se/actions/register',
      { years: 2, billing_address_id: ownAddress, auto_renew: false, attempt_key: 'reg-1' },
      '/domains/nordlight-shop.se/actions/register',
    );
    expect(invoice.billingAddressId).toBe(ownAddress);
    await runDueJobs(api.deps);
    expect(await steps.registry('nordlight-shop.se')).toBeUndefined();
    expect(await steps.orderJob(result.orderId)).toBeUndefined();

    expect(await steps.pay(result.paymentUrl)).toBeLessThan(400);
    expect(await steps.order(result.orderId)).toMatchObject({ status: 'processing' });
    await runDueJobs(api.deps);
    const reg = (await steps.registry('nordlight-shop.se'))!;
    expect(reg.registrar).toBe('Panel Registrar AB');
    expect(reg.nameservers).toEqual(['ns1.panel-dns.net', 'ns2.panel-dns.net']);
    const order = await steps.order(result.orderId);
    expect(order).toMatchObject({ status: 'completed' });
    expect(order.completedAt).not.toBeNull();
    const detail = await api.call('GET', '/domains/nordlight-shop.se', { token: reader });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ status: 'active', autoRenew: false, expiresAt: reg.expiresAt.toISOString() });
    const [zone] = await api.db.select().from(dnsZones).where(eq(dnsZones.domain, 'nordlight-shop.se'));
    expect(zone).toBeDefined();
  });

  it('with own nameservers; the same attempt_key gives the same hold', async () => {
    const body = {
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      attempt_key: 'reg-2',
    };
    const first = await post('/domains/nordlight-ns.com/actions/register', body);
    const again = await post('/domains/nordlight-ns.com/actions/register', body);
    expect(again.body.pendingActionId).toBe(first.body.pendingActionId);
    expect(first.body.preview).toContainEqual({ label: 'Nameservers', value: 'ns1.example.net, ns2.example.net' });
    const dup = await post('/domains/nordlight-ns.com/actions/register', {
      nameservers: ['ns1.example.net', 'ns1.example.net'],
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors[0]).toMatchObject({ path: 'nameservers', code: 'duplicate' });
  });

  it('is 409 for a taken name and 503 while the registry does not answer', async () => {
    const taken = await post('/domains/lindqvist-foto.com/actions/register', {});
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'conflict',
      detail: 'lindqvist-foto.com is already registered, at Other Registrar Inc.',
    });
    await api.deps.infra.registry.setReachable(api.db, 'org', false);
    const down = await post('/domains/nordlight.org/actions/register', {});
    await api.deps.infra.registry.setReachable(api.db, 'org', true);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('registry_unavailable');
    expect(down.headers.get('retry-after')).toBe('300');
  });

  it("refuses another account's billing address (403) and an unknown one (404)", async () => {
    const other = await post('/domains/nordlight-x.com/actions/register', { billing_address_id: otherAddress });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('not_owned');
    const none = await post('/domains/nordlight-x.com/actions/register', { billing_address_id: 999_999 });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('not_found');
  });

  it('approval refuses when the price changed since the hold, and orders nothing', async () => {
    const hold = (await post('/domains/nordlight-price.net/actions/register', {})).body;
    await api.db.update(registryTlds).set({ registerCents: 1900 }).where(eq(registryTlds.tld, 'net'));
    const approved = await steps.approve(hold.pendingActionId);
    await api.db.update(registryTlds).set({ registerCents: 1500 }).where(eq(registryTlds.tld, 'net'));
    expect(approved.status).toBe('failed');
    expect(approved.error).toEqual({
      code: 'conflict',
      detail:
        'The price changed since this was requested: 18.75 EUR then, 23.75 EUR now. Nothing was ordered; ask for a new quote',
    });
    expect(await steps.ordersOf('nordlight-price.net')).toEqual([]);
  });

  it('approval refuses a name that was taken since the hold', async () => {
    const hold = (await post('/domains/nordlight-race.com/actions/register', {})).body;
    await api.db.transaction((tx) =>
      api.deps.infra.registry.create(tx, {
        name: 'nordlight-race.com',
        years: 1,
        registrar: 'Other Registrar Inc.',
        nameservers: [],
        registrant: {
          name: 'Someone Else',
          organization: null,
          orgNumber: null,
          email: 'x@example.org',
          phone: '+46.81234',
          line1: 'Gatan 1',
          line2: null,
          city: 'Stockholm',
          postalCode: '11122',
          country: 'SE',
        },
        now: api.clock.now(),
      }),
    );
    const approved = await steps.approve(hold.pendingActionId);
    expect(approved.error.code).toBe('conflict');
    expect(approved.error.detail).toBe(
      'Checked again at approval, nothing was ordered: nordlight-race.com is already registered, at Other Registrar Inc.',
    );
  });
});

describe('renewal', () => {
  it('quote = order; once paid the new expiry shows on the domain, its service and the registry', async () => {
    const before = (await steps.registry('nordlight.se'))!.expiresAt;
    const { result, hold } = await placeAndCheck(
      '/domains/nordlight.se/actions/renew',
      { years: 2, attempt_key: 'renew-1' },
      '/domains/nordlight.se/actions/renew',
    );
    expect(hold.target).toMatchObject({ domain: 'nordlight.se' });
    await runDueJobs(api.deps);
    expect((await steps.registry('nordlight.se'))!.expiresAt).toEqual(before);
    // a second order while this one awaits payment is refused
    const second = await post('/domains/nordlight.se/actions/renew', { years: 1 });
    expect(second.status).toBe(409);
    expect(second.body.detail).toMatch(/^An order to renew nordlight\.se already awaits payment \(invoice PRO-/);

    await steps.pay(result.paymentUrl);
    await runDueJobs(api.deps);
    const after = (await steps.registry('nordlight.se'))!.expiresAt;
    expect(after.toISOString()).toBe(hold.quote.newExpiresAt);
    expect(after.getUTCFullYear()).toBe(before.getUTCFullYear() + 2);
    const detail = await api.call('GET', '/domains/nordlight.se', { token: reader });
    expect(detail.body.expiresAt).toBe(after.toISOString());
    const [local] = await api.db.select().from(domains).where(eq(domains.name, 'nordlight.se'));
    expect(local!.expiresAt).toEqual(after);
    const [svc] = await api.db.select().from(services).where(eq(services.id, local!.serviceId!));
    expect(svc!.expiresAt).toEqual(after);
    expect(await steps.order(result.orderId)).toMatchObject({ status: 'completed' });
  });

  it('is 409 in redemption and past the ten-year maximum, 403 and 404 on names not the account’s', async () => {
    const redemption = await post('/domains/nordlight-archive.com/actions/renew', {});
    expect(redemption.status).toBe(409);
    expect(redemption.body.detail).toMatch(/restore it instead/);
    const max = await post('/domains/alexlindqvist.dev/actions/renew', { years: 10 });
    expect(max.status).toBe(409);
    expect(max.body.detail).toMatch(/maximum of 10 years/);
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const r = await post(`/domains/${name}/actions/renew`, {});
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('domain_not_owned');
    }
    expect((await post('/domains/nobody-has-this.com/actions/renew', {})).status).toBe(404);
  });

  it('is 503 while the registry does not answer', async () => {
    await api.deps.infra.registry.setReachable(api.db, 'dev', false);
    const r = await post('/domains/alexlindqvist.dev/actions/renew', {});
    await api.deps.infra.registry.setReachable(api.db, 'dev', true);
    expect(r.status).toBe(503);
    expect(r.body.code).toBe('registry_unavailable');
  });
});

describe('restore', () => {
  it('quote = order; once paid the name is active again for a year', async () => {
    const { result, hold } = await placeAndCheck(
      '/domains/nordlight.eu/actions/restore',
      { attempt_key: 'restore-1' },
      null,
    );
    // .eu: restore 45.00 + one year 9.00, before VAT
    expect(hold.quote).toMatchObject({ price: { amount: 67.5, currency: 'EUR' }, possible: true, years: 1 });
    await steps.pay(result.paymentUrl);
    await runDueJobs(api.deps);
    const reg = (await steps.registry('nordlight.eu'))!;
    expect(reg.statuses).toEqual(['ok']);
    const oneYear = new Date(api.clock.now());
    oneYear.setUTCFullYear(oneYear.getUTCFullYear() + 1);
    expect(reg.expiresAt).toEqual(oneYear);
    const [local] = await api.db.select().from(domains).where(eq(domains.name, 'nordlight.eu'));
    expect(local).toMatchObject({ status: 'active', expiresAt: oneYear });
  });

  it('is 409 for a name not in redemption, 403 on another account’s', async () => {
    const r = await post('/domains/nordlight-studio.com/actions/restore', {});
    expect(r.status).toBe(409);
    expect(r.body.detail).toMatch(/is not in redemption \(it is active\)/);
    const other = await post('/domains/maria-berg.se/actions/restore', {});
    expect(other.status).toBe(403);
  });
});

describe('transfer-in', () => {
  it('quote = order; once paid the transfer opens with the auth code', async () => {
    const { result } = await placeAndCheck(
      '/domains/lindqvist-foto.com/actions/transfer-in',
      { auth_code: '  LqF7-kP2x-9mW4 ', attempt_key: 'xfer-1' },
      '/domains/lindqvist-foto.com/actions/transfer-in',
    );
    expect(await api.db.select().from(domainTransfers).where(eq(domainTransfers.orderId, result.orderId))).toEqual([]);
    await steps.pay(result.paymentUrl);
    await runDueJobs(api.deps);
    const [transfer] = await api.db.select().from(domainTransfers).where(eq(domainTransfers.orderId, result.orderId));
    expect(transfer).toMatchObject({ domain: 'lindqvist-foto.com', authCode: 'LqF7-kP2x-9mW4' });
    expect(transfer!.status).not.toBe('awaiting_auth_code');
  });

  it('is 409 for a locked name and an own one', async () => {
    const locked = await post('/domains/lindqvist-design.com/actions/transfer-in', {});
    expect(locked.status).toBe(409);
    expect(locked.body.detail).toMatch(/is locked at Other Registrar Inc\./);
    const own = await post('/domains/nordlight-studio.com/actions/transfer-in', {});
    expect(own.status).toBe(409);
    // nothing of another account's was touched by any of this
    const foreign = await api.db
      .select({ n: count() })
      .from(domainOrders)
      .where(
        and(
          ne(domainOrders.accountId, await api.accountId('demo@example.com')),
          // the other accounts' own auto-renewals (the registry clock runs in these tests) are theirs
          ne(domainOrders.kind, 'renew'),
        ),
      );
    expect(foreign[0]!.n).toBe(0);
  });
});
