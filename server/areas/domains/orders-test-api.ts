// Shared steps of the order tests: hold, approve through the web session, pay
// the proforma on the sandbox pay page, and read back the order and its invoice.
import { eq } from 'drizzle-orm';
import { domainOrders } from '@server/db/schema/domains';
import { invoiceById } from '@server/areas/billing/public';
import { storedRegistryDomain } from '@server/infra/registry-reads';
import type { TestApi } from '@server/test/harness';
import { jobsAbout } from '@server/core/job-queue';

export function orderSteps(api: TestApi, cookie: () => string) {
  const approve = async (pendingActionId: string) => {
    const r = await api.call('POST', `/pending-actions/${pendingActionId}/approve`, { cookie: cookie(), body: {} });
    if (r.status !== 200) throw new Error(`approval answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const pay = async (paymentUrl: string) =>
    (await api.app.request(new URL(paymentUrl).pathname, { method: 'POST' })).status;
  const order = async (id: number) => (await api.db.select().from(domainOrders).where(eq(domainOrders.id, id)))[0]!;
  const invoice = async (id: number) => (await invoiceById(api.db, id))!;
  const registry = async (name: string) => (await storedRegistryDomain(api.db, name)) ?? undefined;
  const ordersOf = (name: string) => api.db.select().from(domainOrders).where(eq(domainOrders.domain, name));
  const orderJob = async (orderId: number) => (await jobsAbout(api.db, `domain_order:${orderId}`))[0];
  return { approve, pay, order, invoice, registry, ordersOf, orderJob };
}
