// Where to pay an open order: the billing area's invoice screen when this
// build has it (it offers the saved card), otherwise the payment provider's
// link. Areas never import each other, so the route is looked up at run time.
import { Link, useRouter } from '@tanstack/react-router';
import type { z } from 'zod';
import type { OpenOrder } from '@contract/services';
import { buttonClass } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';

const INVOICE_ROUTE = '/billing/invoices/$invoiceId';

export function PayOrderLink({ order }: { order: z.infer<typeof OpenOrder> }) {
  const router = useRouter();
  const label = `Pay ${order.orderNumber} (${formatMoney(order.total)})`;
  if (Object.hasOwn(router.routesByPath, INVOICE_ROUTE)) {
    return (
      <Link
        to={INVOICE_ROUTE as never}
        params={{ invoiceId: String(order.orderId) } as never}
        className={buttonClass('primary', 'sm')}
      >
        {label}
      </Link>
    );
  }
  if (!order.paymentUrl) return null;
  return (
    <a href={order.paymentUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'sm')}>
      {label}
      <span className="sr-only"> (opens the payment page in a new tab)</span>
    </a>
  );
}
