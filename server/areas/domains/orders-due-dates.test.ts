// A renewal or restore never falls due after the name it saves would lapse, and a
// second renewal is refused while the first awaits payment (409 order_awaiting_payment);
// the domain's detail shows the pending renewal with its invoice meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { domains } from '@server/db/schema/domains';
import { registryDomains } from '@server/db/schema/infra-registry';
import { services } from '@server/db/schema/services';
import { runDueJobs } from '@server/core/jobs';
import { startApi, type TestApi } from '@server/test/harness';
import { lapseOf, orderDueAt } from './order-due-date';
import { orderSteps } from './orders-test-api';

const DAY = 86_400_000;
let api: TestApi;
let reader: string;
let writer: string;
let cookie: string;
let steps: ReturnType<typeof orderSteps>;

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:domains']);
  writer = await api.token(['read:domains', 'write:domains']);
  cookie = await api.login();
  steps = orderSteps(api, () => cookie);
});
afterAll(() => api.close());

const post = (path: string, body: Record<string, unknown> = {}) => api.call('POST', path, { token: writer, body });
const expiryOf = async (name: string) =>
  (await api.db.select().from(registryDomains).where(eq(registryDomains.name, name)))[0]!.expiresAt;

async function order(path: string, body: Record<string, unknown> = {}) {
  const hold = await post(path, body);
  expect(hold.status).toBe(200);
  const approved = await steps.approve(hold.body.pendingActionId);
  expect(approved.status).toBe('approved');
  return { result: approved.result, invoice: await steps.invoice(approved.result.invoiceId) };
}

describe('orderDueAt', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it('keeps the usual 14 days when the name lapses later', () => {
    expect(orderDueAt(now, new Date('2027-03-01T00:00:00Z'))).toEqual(new Date('2026-12-15T12:00:00Z'));
    expect(orderDueAt(now, null)).toEqual(new Date('2026-12-15T12:00:00Z'));
  });
  it('is the day before the lapse when that comes sooner, and the lapse itself in its last day', () => {
    expect(orderDueAt(now, new Date('2026-12-10T08:00:00Z'))).toEqual(new Date('2026-12-09T08:00:00Z'));
    expect(orderDueAt(now, new Date('2026-12-02T08:00:00Z'))).toEqual(new Date('2026-12-02T08:00:00Z'));
  });
  it('names the lapse of each phase: expiry, end of grace, end of redemption', () => {
    const row = { expiresAt: new Date('2027-01-01T00:00:00Z'), createdAt: new Date('2020-01-01T00:00:00Z') };
    const tld = { graceDays: 30, redemptionDays: 30, pendingDeleteDays: 5 };
    expect(lapseOf('renew', row, tld, 'active')).toEqual(row.expiresAt);
    expect(lapseOf('renew', row, tld, 'grace')).toEqual(new Date('2027-01-31T00:00:00Z'));
    expect(lapseOf('restore', row, tld, 'redemption')).toEqual(new Date('2027-03-02T00:00:00Z'));
    expect(lapseOf('renew', row, tld, 'redemption')).toBeNull();
  });
});

describe('a renewal ordered close to expiry', () => {
  it('is due the day before the name expires, shows on the domain, and cannot be ordered twice', async () => {
    // nordlight.se expires in 12 days: the usual 14-day term would fall due after it lapsed
    const expires = await expiryOf('nordlight.se');
    const { result, invoice } = await order('/domains/nordlight.se/actions/renew', { years: 1 });
    expect(invoice.dueAt).toEqual(new Date(expires.getTime() - DAY));
    expect(result.dueAt).toBe(invoice.dueAt.toISOString());

    const detail = await api.call('GET', '/domains/nordlight.se', { token: reader });
    expect(detail.body.pendingOrder).toEqual({
      kind: 'renew',
      status: 'awaiting_payment',
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      total: result.total,
      dueAt: invoice.dueAt.toISOString(),
    });

    const second = await post('/domains/nordlight.se/actions/renew', { years: 2 });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('order_awaiting_payment');
    expect(second.body.detail).toBe(
      `An order to renew nordlight.se already awaits payment (invoice ${invoice.number}, due ${invoice.dueAt
        .toISOString()
        .slice(0, 10)}); pay that one instead of ordering again`,
    );
    // the quote says the same, so the dashboard can say it before anyone tries
    const quote = await api.call('GET', '/domains/nordlight.se/actions/renew', { token: reader, query: { years: 1 } });
    expect(quote.body).toMatchObject({ possible: false });

    await steps.pay(result.paymentUrl);
    await runDueJobs(api.deps);
    const after = await api.call('GET', '/domains/nordlight.se', { token: reader });
    expect(after.body.pendingOrder).toBeNull();
    expect(after.body.expiresAt).toBe(result.newExpiresAt);
  });

  it('in grace is due the day before grace ends once that is sooner than the usual term', async () => {
    // lindqvist.net expired 9 days ago; .net grace is 30 days, so grace ends in 21 days. Ten days on, in 11.
    api.clock.advance(10 * DAY);
    cookie = await api.login(); // the session did not outlive ten days
    const expires = await expiryOf('lindqvist.net');
    const { invoice } = await order('/domains/lindqvist.net/actions/renew', { years: 1 });
    expect(invoice.dueAt).toEqual(new Date(expires.getTime() + 30 * DAY - DAY));
  });

  it('a restore is due the day before redemption ends', async () => {
    // nordlight-archive.com: .com grace 30 + redemption 30 days after its expiry
    const expires = await expiryOf('nordlight-archive.com');
    const { invoice } = await order('/domains/nordlight-archive.com/actions/restore');
    expect(invoice.dueAt).toEqual(new Date(expires.getTime() + 60 * DAY - DAY));
    const again = await post('/domains/nordlight-archive.com/actions/restore');
    expect([again.status, again.body.code]).toEqual([409, 'order_awaiting_payment']);
  });
});

describe('auto-renewal on the job clock', () => {
  it('places a renewal due the day before expiry when it is placed within the usual term of it', async () => {
    // alexlindqvist.dev: expiry moved to 10 days out with auto-renewal on; the next run orders its renewal
    const [d] = await api.db.select().from(domains).where(eq(domains.name, 'alexlindqvist.dev'));
    const expiresAt = new Date(api.clock.now().getTime() + 10 * DAY);
    await api.db.update(domains).set({ expiresAt, autorenew: true }).where(eq(domains.id, d!.id));
    await api.db.update(services).set({ expiresAt }).where(eq(services.id, d!.serviceId!));
    await api.db.update(registryDomains).set({ expiresAt }).where(eq(registryDomains.name, 'alexlindqvist.dev'));
    api.clock.advance(60_000);
    await runDueJobs(api.deps);
    const [placed] = (await steps.ordersOf('alexlindqvist.dev')).filter((o) => o.kind === 'renew');
    expect(placed).toBeDefined();
    const invoice = await steps.invoice(placed!.invoiceId);
    expect(invoice.dueAt).toEqual(new Date(expiresAt.getTime() - DAY));
  });
});
