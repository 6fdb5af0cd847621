// A renewal or restore already ordered for this name: awaiting payment (with
// the invoice, its total, the date to pay by and a Pay link), or paid and being
// carried out at the registry. While one is on its way, the page offers no
// second Renew or Restore (the server would refuse it: order_awaiting_payment).
import type { z } from 'zod';
import { Link } from '@tanstack/react-router';
import type { PendingDomainOrder } from '@contract/domains';
import { buttonClass } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { formatDateTime, formatMoney } from '@/lib/format';

type Pending = z.infer<typeof PendingDomainOrder>;

const WHAT: Record<Pending['kind'], string> = {
  register: 'Registration',
  renew: 'Renewal',
  restore: 'Restore',
  transfer_in: 'Transfer',
};

export function PendingRenewal({ order }: { order: Pending }) {
  if (order.status === 'processing')
    return (
      <Notice tone="info" title={`${WHAT[order.kind]} paid: the registry is carrying it out`}>
        Invoice {order.invoiceNumber} is paid; the new dates show here once the registry has acted.
      </Notice>
    );
  return (
    <Notice
      tone="warning"
      title={`${WHAT[order.kind]} awaiting payment`}
      action={
        <Link
          to="/billing/invoices/$invoiceId"
          params={{ invoiceId: String(order.invoiceId) }}
          className={buttonClass('primary', 'sm')}
          aria-label={`Pay invoice ${order.invoiceNumber}`}
        >
          Pay
        </Link>
      }
    >
      Invoice {order.invoiceNumber}, {formatMoney(order.total)}, to pay by{' '}
      <time dateTime={order.dueAt}>{formatDateTime(order.dueAt)}</time>. Nothing changes at the registry until it is
      paid.
    </Notice>
  );
}
