// Paying a domain order's proforma starts its registry work: the order turns
// 'processing' and its job is queued, in the payment's own transaction. The
// registry is never asked before this.
import type { PaidHook } from '@server/core/money';
import { enqueue } from '@server/core/job-queue';
import { ORDER_JOB } from './order-job';
import { ORDER_PURPOSE, orderOfInvoice, setOrder } from './order-repository';
export const orderSubject = (id: number) => `domain_order:${id}`;

export const applyPaidDomainOrder: PaidHook = async (tx, inv, now) => {
  if (inv.kind !== 'proforma' || inv.meta?.purpose !== ORDER_PURPOSE) return;
  const order = await orderOfInvoice(tx, inv.id);
  if (!order || order.status !== 'awaiting_payment') return;
  await setOrder(tx, order.id, { status: 'processing', paidAt: now });
  await enqueue(tx, now, {
    kind: ORDER_JOB,
    accountId: order.accountId,
    subject: orderSubject(order.id),
    payload: { orderId: order.id },
    stage: 'Paid; sending the order to the registry',
  });
};
