// Prepaid balance, its ledger, single-use links, and the held top-up: approval
// creates a deposit invoice; the balance rises only once that invoice is paid.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '@server/db/schema/billing';
import { onelinks } from '@server/db/schema/core';
import { APP_URL, startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let reader: string;
let billing: string;
beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:account']);
  billing = await api.token(['write:billing']);
});
afterAll(() => api.close());

const balance = async () => (await api.call('GET', '/account/balance', { token: reader })).body;

describe('balance and ledger', () => {
  it('GET /account/balance: the balance and what is pending, as money', async () => {
    const r = await api.call('GET', '/account/balance', { token: reader });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      balance: { amount: 42.5, currency: 'EUR' },
      pendingDeposits: { amount: 0, currency: 'EUR' },
      updatedAt: expect.stringMatching(/Z$/),
    });
  });

  it('GET /account/balance/events: the ledger, newest first, each line with the balance after it', async () => {
    const r = await api.call('GET', '/account/balance/events', { token: reader });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ hasMore: false, nextCursor: null, total: 2 });
    expect(r.body.data).toEqual([
      expect.objectContaining({
        kind: 'charge',
        amount: { amount: -7.5, currency: 'EUR' },
        balanceAfter: { amount: 42.5, currency: 'EUR' },
        description: 'SSL certificate for the shop',
        invoiceId: null,
      }),
      expect.objectContaining({
        kind: 'adjustment',
        amount: { amount: 50, currency: 'EUR' },
        balanceAfter: { amount: 50, currency: 'EUR' },
        description: 'Welcome credit',
      }),
    ]);
    expect(Date.parse(r.body.data[0].createdAt)).toBeGreaterThan(Date.parse(r.body.data[1].createdAt));
    const page = await api.call('GET', '/account/balance/events', { token: reader, query: { limit: 1 } });
    expect(page.body).toMatchObject({ hasMore: true, total: 2 });
    expect(page.body.nextCursor).toBeTypeOf('string');
  });

  it('GET /account/onelink: a collection whose status follows use and expiry', async () => {
    const empty = await api.call('GET', '/account/onelink', { token: reader });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: [], hasMore: false, nextCursor: null, total: 0 });

    const now = api.clock.now().getTime();
    const accountId = await api.accountId('demo@example.com');
    const row = (id: string, createdMs: number, expiresMs: number, usedMs: number | null) => ({
      id,
      accountId,
      purpose: 'hosting-login',
      tokenHash: `h-${id}`,
      url: `${APP_URL}/one/${id}`,
      createdAt: new Date(createdMs),
      expiresAt: new Date(expiresMs),
      usedAt: usedMs === null ? null : new Date(usedMs),
    });
    await api.db
      .insert(onelinks)
      .values([
        row('ol_used', now - 3000, now + 600_000, now - 1000),
        row('ol_expired', now - 2000, now - 1, null),
        row('ol_active', now - 1000, now + 600_000, null),
      ]);
    const r = await api.call('GET', '/account/onelink', { token: reader });
    expect(r.body.total).toBe(3);
    expect(r.body.data.map((l: { id: string; status: string }) => [l.id, l.status])).toEqual([
      ['ol_active', 'active'],
      ['ol_expired', 'expired'],
      ['ol_used', 'used'],
    ]);
    for (const l of r.body.data)
      expect(Object.keys(l).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'purpose', 'status', 'usedAt']);
    expect(JSON.stringify(r.body)).not.toContain('/one/');
  });
});

describe('add-funds (hold)', () => {
  const addFunds = (body: unknown) => api.call('POST', '/account/balance/actions/add-funds', { token: billing, body });

  it('refuses amounts outside 100..5000000 and a missing amount, naming amount', async () => {
    for (const body of [{ amount: 99 }, { amount: 99.99 }, { amount: 5000000.01 }, { amount: '500' }, {}]) {
      const r = await addFunds(body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(r.body.errors).toEqual([expect.objectContaining({ path: 'amount' })]);
    }
    const longKey = await addFunds({ amount: 100, attempt_key: 'k'.repeat(129) });
    expect(longKey.status).toBe(422);
    expect(longKey.body.errors[0].path).toBe('attempt_key');
  });

  it('accepts the edges 100 and 5000000 as holds, and executes nothing', async () => {
    const before = await balance();
    for (const amount of [100, 5000000]) {
      const r = await addFunds({ amount });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        status: 'confirmation_required',
        operation: 'addFunds',
        amount: { amount, currency: 'EUR' },
        money: { amount, currency: 'EUR' },
      });
      expect(r.body.confirmationUrl).toBe(`${APP_URL}/confirm/${r.body.pendingActionId}`);
      expect(r.body.preview.length).toBeGreaterThan(0);
    }
    expect(await balance()).toEqual(before);
    const deposits = await api.db.select().from(invoices).where(eq(invoices.kind, 'deposit'));
    expect(deposits).toHaveLength(0);
  });

  it('needs write:billing', async () => {
    const r = await api.call('POST', '/account/balance/actions/add-funds', { token: reader, body: { amount: 100 } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
  });

  it('approval creates a deposit invoice to pay; the balance rises only when it is paid', async () => {
    const hold = await addFunds({ amount: 1234.5, attempt_key: 'topup-1' });
    expect(hold.status).toBe(200);
    const id = hold.body.pendingActionId;
    expect((await addFunds({ amount: 1234.5, attempt_key: 'topup-1' })).body.pendingActionId).toBe(id);
    const before = await balance();

    const cookie = await api.login();
    const approved = await api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', error: null, decidedBy: 'demo@example.com' });
    const result = approved.body.result;
    expect(result).toMatchObject({ status: 'unpaid', total: { amount: 1234.5, currency: 'EUR' } });
    expect(result.invoiceNumber).toMatch(/^DEP-/);
    const url = new URL(result.paymentUrl);
    expect(url.origin).toBe(APP_URL);

    // the token that asked can read the outcome
    expect((await api.call('GET', `/pending-actions/${id}`, { token: billing })).body.result).toEqual(result);
    const [inv] = await api.db.select().from(invoices).where(eq(invoices.id, result.invoiceId));
    expect(inv).toMatchObject({
      kind: 'deposit',
      status: 'unpaid',
      accountId: await api.accountId('demo@example.com'),
      pendingActionId: id,
    });

    const pending = await balance();
    expect(pending.balance).toEqual(before.balance);
    expect(pending.pendingDeposits).toEqual({ amount: 1234.5, currency: 'EUR' });

    expect((await api.app.request(url.pathname)).status).toBe(200);
    const paid = await api.app.request(url.pathname, { method: 'POST' });
    expect(paid.status).toBeLessThan(400);

    const after = await balance();
    expect(after.balance).toEqual({ amount: before.balance.amount + 1234.5, currency: 'EUR' });
    expect(after.pendingDeposits).toEqual({ amount: 0, currency: 'EUR' });
    const events = await api.call('GET', '/account/balance/events', { token: reader });
    expect(events.body.data[0]).toMatchObject({
      kind: 'deposit',
      amount: { amount: 1234.5, currency: 'EUR' },
      balanceAfter: after.balance,
      invoiceId: result.invoiceId,
    });
    expect(events.body.total).toBe(3);

    // paying the same link again moves nothing
    await api.app.request(url.pathname, { method: 'POST' });
    expect((await balance()).balance).toEqual(after.balance);
    expect((await api.call('GET', '/account/balance/events', { token: reader })).body.total).toBe(3);
  });

  it('a rejected top-up creates no invoice', async () => {
    const hold = await addFunds({ amount: 200 });
    const cookie = await api.login();
    const r = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/reject`, { cookie });
    expect(r.body).toMatchObject({ status: 'rejected', result: null });
    const deposits = await api.db
      .select()
      .from(invoices)
      .where(eq(invoices.pendingActionId, hold.body.pendingActionId));
    expect(deposits).toHaveLength(0);
  });

  it('an expired hold cannot be approved', async () => {
    const hold = await addFunds({ amount: 300 });
    const cookie = await api.login();
    api.clock.advance(61 * 60_000);
    expect(
      (await api.call('GET', `/pending-actions/${hold.body.pendingActionId}`, { token: billing })).body.status,
    ).toBe('expired');
    const r = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, { cookie, body: {} });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('hold_expired');
  });
});
