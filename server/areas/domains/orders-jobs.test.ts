// The order's job after payment: a registry that does not answer is asked
// again every ten minutes until it does; a refusal fails the order, credits
// the payment to the balance and mails the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { accounts } from '@server/db/schema/account';
import { balanceEvents } from '@server/db/schema/billing';
import { outbox } from '@server/db/schema/infra-mailer';
import { domains } from '@server/db/schema/domains';
import { registryDomains } from '@server/db/schema/infra-registry';
import { runDueJobs } from '@server/core/jobs';
import { startApi, type TestApi } from '@server/test/harness';
import { orderSteps } from './orders-test-api';

let api: TestApi;
let writer: string;
let cookie: string;
let steps: ReturnType<typeof orderSteps>;
let demo: number;

beforeAll(async () => {
  api = await startApi();
  writer = await api.token(['read:domains', 'write:domains']);
  cookie = await api.login();
  steps = orderSteps(api, () => cookie);
  demo = await api.accountId('demo@example.com');
});
afterAll(() => api.close());

const minutes = (n: number) => n * 60_000;
const balance = async () => (await api.db.select().from(accounts).where(eq(accounts.id, demo)))[0]!.balanceCents;

async function approvedOrder(path: string, body: Record<string, unknown>) {
  const hold = await api.call('POST', path, { token: writer, body });
  expect(hold.status).toBe(200);
  return (await steps.approve(hold.body.pendingActionId)).result;
}

describe('order job', () => {
  it('waits for a registry that does not answer, and completes once it does', async () => {
    const result = await approvedOrder('/domains/nordlight-later.com/actions/register', {});
    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    await steps.pay(result.paymentUrl);
    await runDueJobs(api.deps);
    const job = (await steps.orderJob(result.orderId))!;
    expect(job.state).toBe('running');
    expect(job.stage).toMatch(/^The \.com registry is not answering; asking again at /);
    expect(job.runAt.getTime() - api.clock.now().getTime()).toBe(minutes(10));
    expect(await steps.order(result.orderId)).toMatchObject({ status: 'processing' });
    expect(await steps.registry('nordlight-later.com')).toBeUndefined();

    // still down ten minutes later: another wait, nothing charged back
    api.clock.advance(minutes(10));
    await runDueJobs(api.deps);
    expect((await steps.orderJob(result.orderId))!.state).toBe('running');

    await api.deps.infra.registry.setReachable(api.db, 'com', true);
    api.clock.advance(minutes(10));
    await runDueJobs(api.deps);
    expect((await steps.orderJob(result.orderId))!.state).toBe('done');
    expect(await steps.order(result.orderId)).toMatchObject({ status: 'completed' });
    expect((await steps.registry('nordlight-later.com'))!.registrar).toBe('Panel Registrar AB');
  });

  it('fails a refused order, credits the payment to the balance and mails the account', async () => {
    const result = await approvedOrder('/domains/nordlight-gone.com/actions/register', {});
    // someone registers the name at the registry between approval and payment
    await api.db.insert(registryDomains).values({
      name: 'nordlight-gone.com',
      tld: 'com',
      registrar: 'Other Registrar Inc.',
      statuses: ['ok'],
      createdAt: api.clock.now(),
      updatedAt: api.clock.now(),
      expiresAt: new Date(api.clock.now().getTime() + 365 * 86_400_000),
      authCode: 'x',
      registrant: { name: 'Someone', organization: null, orgNumber: null, country: 'SE' },
    });
    const before = await balance();
    await steps.pay(result.paymentUrl);
    await runDueJobs(api.deps);
    const order = await steps.order(result.orderId);
    expect(order).toMatchObject({ status: 'failed', failureReason: 'nordlight-gone.com is already registered' });
    expect(await balance()).toBe(before + order.totalCents);
    const [refund] = await api.db
      .select()
      .from(balanceEvents)
      .where(eq(balanceEvents.accountId, demo))
      .orderBy(desc(balanceEvents.id))
      .limit(1);
    expect(refund).toMatchObject({ kind: 'refund', amountCents: order.totalCents, invoiceId: order.invoiceId });
    const [mail] = await api.db.select().from(outbox).where(eq(outbox.kind, 'domain_order_failed'));
    expect(mail).toMatchObject({
      to: 'demo@example.com',
      subject: 'The registration of nordlight-gone.com could not be completed',
    });
    expect(mail!.body).toContain(`(invoice ${result.orderNumber}) was credited to your account balance`);
    expect((await steps.orderJob(result.orderId))!.state).toBe('done');
  });

  it('a renewal refused at the registry (redemption reached before payment) is refunded too', async () => {
    const result = await approvedOrder('/domains/lindqvist.net/actions/renew', {});
    // This follows one order's money: no auto-renewal may move the balance while the clock runs on.
    await api.db
      .update(domains)
      .set({ autorenew: false })
      .where(eq(domains.accountId, await api.accountId('demo@example.com')));
    // lindqvist.net is 9 days into its 30 days of grace: let it reach redemption unpaid
    api.clock.advance(22 * 86_400_000);
    const before = await balance();
    await steps.pay(result.paymentUrl);
    await runDueJobs(api.deps);
    const order = await steps.order(result.orderId);
    expect(order.status).toBe('failed');
    expect(order.failureReason).toMatch(/redemption and cannot be renewed/);
    expect(await balance()).toBe(before + order.totalCents);
  });
});
