// Shared steps of the order tests: hold, approve through the web session, pay
// the proforma on the sandbox pay page, and read back the order and its invoice.
import { eq } from 'drizzle-orm';
import { domainOrders, invoices, jobs, registryDomains } from '@server/db/schema';
import type { TestApi } from '@server/test/harness';

export function orderSteps(api: TestApi, cookie: () => string) {
  const approve = async (pendingActionId: string) => {
    const r = await api.call('POST', `/pending-actions/${pendingActionId}/approve`, { cookie: cookie(), body: {} });
    if (r.status !== 200) throw new Error(`approval answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const pay = async (paymentUrl: string) =>
    (await api.app.request(new URL(paymentUrl).pathname, { method: 'POST' })).status;
  const order = async (id: number) => (await api.db.select().from(domainOrders).where(eq(domainOrders.id, id)))[0]!;
  const invoice = async (id: number) => (await api.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const registry = async (name: string) =>
    (await api.db.select().from(registryDomains).where(eq(registryDomains.name, name)))[0];
  const ordersOf = (name: string) => api.db.select().from(domainOrders).where(eq(domainOrders.domain, name));
  const orderJob = async (orderId: number) =>
    (
      await api.db
        .select()
        .from(jobs)
        .where(eq(jobs.subject, `domain_order:${orderId}`))
    )[0];
  return { approve, pay, order, invoice, registry, ordersOf, orderJob };
}
