import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let token: string;
let cookie: string;
const addFunds = (body: Record<string, unknown>, t = token) =>
  api.call('POST', '/account/balance/actions/add-funds', { token: t, body });
const invoiceCount = async () =>
  (await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from invoices`))[0]!.n;

beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:account', 'write:billing'], { name: 'billing bot' });
  cookie = await api.login();
});
afterAll(() => api.close());

describe('a hold executes nothing', () => {
  it('returns confirmation_required with a link to the dashboard and creates no invoice', async () => {
    const before = await invoiceCount();
    const r = await addFunds({ amount: 250 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'confirmation_required',
      operation: 'addFunds',
      amount: { amount: 250, currency: 'EUR' },
    });
    expect(r.body.confirmationUrl).toBe(`http://dashboard.test/confirm/${r.body.pendingActionId}`);
    expect(new Date(r.body.expiresAt).getTime()).toBeGreaterThan(api.clock.now().getTime());
    expect(r.body.preview.length).toBeGreaterThan(0);
    expect(await invoiceCount()).toBe(before);
    const pa = await api.call('GET', `/pending-actions/${r.body.pendingActionId}`, { token });
    // The same status the hold answered, until a human decides.
    expect(pa.body).toMatchObject({
      status: 'confirmation_required',
      requestedBy: { kind: 'token', name: 'API token "billing bot"' },
      result: null,
    });
  });
});

describe('attempt_key', () => {
  it('gives the same hold for concurrent retries of one intent', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => addFunds({ amount: 300, attempt_key: 'order-42' })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(replies.map((r) => r.body.pendingActionId)).size).toBe(1);
    const rows = await queryRows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from pending_actions where attempt_key = 'order-42'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('is a 422 when reused with different parameters', async () => {
    await addFunds({ amount: 400, attempt_key: 'order-43' });
    const r = await addFunds({ amount: 401, attempt_key: 'order-43' });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].path).toBe('attempt_key');
  });

  it('answers a retry after approval with the outcome, not a new confirmation, and runs nothing twice', async () => {
    const body = { amount: 260, attempt_key: 'order-44' };
    const hold = await addFunds(body);
    const id = hold.body.pendingActionId;
    const approved = await api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} });
    expect(approved.body.status).toBe('approved');
    const invoices = await invoiceCount();
    const retry = await addFunds(body);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({
      status: 'approved',
      pendingActionId: id,
      result: approved.body.result,
      amount: { amount: 260, currency: 'EUR' },
    });
    // The same page as before, which now shows the outcome.
    expect(retry.body.confirmationUrl).toBe(hold.body.confirmationUrl);
    expect(await invoiceCount()).toBe(invoices);
    // The same key with another amount is still another intent.
    expect((await addFunds({ amount: 261, attempt_key: 'order-44' })).status).toBe(422);
  });

  it('answers a retry of a rejected hold with `rejected`', async () => {
    const body = { amount: 270, attempt_key: 'order-45' };
    const hold = await addFunds(body);
    await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/reject`, { cookie });
    const retry = await addFunds(body);
    expect(retry.body).toMatchObject({ status: 'rejected', pendingActionId: hold.body.pendingActionId, result: null });
  });

  it('is limited to 128 characters', async () => {
    expect((await addFunds({ amount: 100, attempt_key: 'k'.repeat(128) })).status).toBe(200);
    const r = await addFunds({ amount: 100, attempt_key: 'k'.repeat(129) });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].path).toBe('attempt_key');
  });
});

describe('approval', () => {
  it('is refused to a bearer token, even one with every scope', async () => {
    const hold = await addFunds({ amount: 120 });
    const r = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, { token, body: {} });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('session_required');
    expect((await api.call('GET', `/pending-actions/${hold.body.pendingActionId}`, { token })).body.status).toBe(
      'confirmation_required',
    );
  });

  it('runs the held operation once: a double approval executes once', async () => {
    const hold = await addFunds({ amount: 150 });
    const before = await invoiceCount();
    const [a, b] = await Promise.all([
      api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, { cookie, body: {} }),
      api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, { cookie, body: {} }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.code).toBe('hold_already_decided');
    expect(await invoiceCount()).toBe(before + 1);
    const again = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, { cookie, body: {} });
    expect(again.status).toBe(409);
    expect(await invoiceCount()).toBe(before + 1);
  });

  it('records the outcome: a deposit invoice with a payment link, and the balance rises only when it is paid', async () => {
    const hold = await addFunds({ amount: 200 });
    const approved = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, {
      cookie,
      body: {},
    });
    expect(approved.body.status).toBe('approved');
    expect(approved.body.decidedBy).toBe('demo@example.com');
    const result = approved.body.result;
    expect(result).toMatchObject({ status: 'unpaid', total: { amount: 200, currency: 'EUR' } });
    expect(result.invoiceNumber).toMatch(/^DEP-/);
    const balance = (await api.call('GET', '/account/balance', { token })).body.balance.amount;
    const pay = await api.app.request(new URL(result.paymentUrl).pathname, { method: 'POST' });
    expect(pay.status).toBe(303);
    expect((await api.call('GET', '/account/balance', { token })).body.balance.amount).toBeCloseTo(balance + 200, 2);
    // Paying twice does not raise it twice.
    await api.app.request(new URL(result.paymentUrl).pathname, { method: 'POST' });
    expect((await api.call('GET', '/account/balance', { token })).body.balance.amount).toBeCloseTo(balance + 200, 2);
  });

  it('refuses an expired hold', async () => {
    const hold = await addFunds({ amount: 175 });
    api.clock.advance(61 * 60_000);
    const r = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, {
      cookie: await api.login(),
      body: {},
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('hold_expired');
    expect((await api.call('GET', `/pending-actions/${hold.body.pendingActionId}`, { token })).body.status).toBe(
      'expired',
    );
  });

  it('rejection runs nothing and is final', async () => {
    cookie = await api.login();
    const hold = await addFunds({ amount: 180 });
    const before = await invoiceCount();
    const r = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/reject`, { cookie });
    expect(r.body.status).toBe('rejected');
    expect(await invoiceCount()).toBe(before);
    const approve = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, {
      cookie,
      body: {},
    });
    expect(approve.body.code).toBe('hold_already_decided');
  });

  it('is refused for an account the person cannot act on', async () => {
    const other = await api.token(['write:billing'], { accountEmail: 'olof@example.org' });
    const hold = await addFunds({ amount: 100 }, other);
    const r = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, { cookie, body: {} });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('not_owned');
    expect((await api.call('GET', `/pending-actions/${hold.body.pendingActionId}`, { token })).status).toBe(403);
  });

  it('is audited with the approving person', async () => {
    const log = await api.call('GET', '/audit-log', { token, query: { outcome: 'approved' } });
    expect(log.body.data.length).toBeGreaterThan(0);
    expect(log.body.data[0]).toMatchObject({
      operation: 'addFunds',
      actor: { kind: 'user', name: 'demo@example.com' },
    });
    const held = await api.call('GET', '/audit-log', { token, query: { outcome: 'held' } });
    expect(held.body.data[0].actor).toMatchObject({ kind: 'token', name: 'billing bot' });
  });

  it('answers 404 for an unknown pending action', async () => {
    const r = await api.call('GET', '/pending-actions/pa_doesnotexist', { token });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('not_found');
  });
});
