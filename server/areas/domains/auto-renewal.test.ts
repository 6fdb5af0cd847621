// Auto-renewal: 30 days before expiry an auto-renewing domain gets its renewal
// order, paid from the balance when it covers it (and so renewed at the
// registry), else left to pay and mailed; once per term; never when turned off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { accounts } from '@server/db/schema/account';
import { invoices } from '@server/db/schema/billing';
import { outbox } from '@server/db/schema/infra-mailer';
import { domainOrders, domains } from '@server/db/schema/domains';
import { registryDomains } from '@server/db/schema/infra-registry';
import { runDueJobs } from '@server/core/jobs';
import { startApi, type TestApi } from '@server/test/harness';

const day = 86_400_000;
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const orders = (domain: string) =>
  api.db
    .select()
    .from(domainOrders)
    .where(and(eq(domainOrders.domain, domain), eq(domainOrders.kind, 'renew')));
const registryExpiry = async (domain: string) =>
  (await api.db.select().from(registryDomains).where(eq(registryDomains.name, domain)))[0]!.expiresAt;
const balance = async (email: string) =>
  (await api.db.select().from(accounts).where(eq(accounts.email, email)))[0]!.balanceCents;

describe('auto-renewal', () => {
  it('renews from the balance when it covers the price: order paid, registry a year later', async () => {
    // maria-berg.se (guest-host account) expires in 25 days and renews automatically.
    const before = await registryExpiry('maria-berg.se');
    const funds = await balance('maria@example.com');
    await runDueJobs(api.deps); // the lifecycle job places the order and pays it; the order job runs in the next pass
    await runDueJobs(api.deps);
    const [order] = await orders('maria-berg.se');
    const [inv] = await api.db.select().from(invoices).where(eq(invoices.id, order!.invoiceId));
    expect(order).toMatchObject({ status: 'completed', years: 1, totalCents: 1500 });
    expect(inv!.status).toBe('paid');
    expect(await balance('maria@example.com')).toBe(funds - 1500);
    const after = await registryExpiry('maria-berg.se');
    expect(after.getUTCFullYear()).toBe(before.getUTCFullYear() + 1);
  });

  it('never orders for a domain with auto-renewal off, nor twice in one term', async () => {
    // nordlight.se expires in 12 days with auto-renewal off
    expect(await orders('nordlight.se')).toEqual([]);
    await runDueJobs(api.deps);
    expect(await orders('maria-berg.se')).toHaveLength(1);
  });

  it('leaves the proforma to pay and mails the account when the balance does not cover it', async () => {
    const [demo] = await api.db.select().from(accounts).where(eq(accounts.email, 'demo@example.com'));
    await api.db.update(accounts).set({ balanceCents: 100 }).where(eq(accounts.id, demo!.id));
    // nordlight-studio.com expires in 51 days: its attempt is 30 days before that
    const [studio] = await api.db.select().from(domains).where(eq(domains.name, 'nordlight-studio.com'));
    api.clock.advance(studio!.expiresAt!.getTime() - 30 * day - api.clock.now().getTime() + 60_000);
    await runDueJobs(api.deps);
    const [order] = await orders('nordlight-studio.com');
    expect(order).toMatchObject({ status: 'awaiting_payment', totalCents: 1875 });
    const [mail] = await api.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'domain-auto-renewal'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail).toMatchObject({ to: demo!.email, subject: expect.stringContaining('nordlight-studio.com') });
    expect(mail!.body).toContain('/sandbox/pay/');
    expect(await balance('demo@example.com')).toBe(100);
  });
});
