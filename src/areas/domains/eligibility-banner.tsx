// Whether the account can book a Snapback: the price (charged only if the name
// is caught), the balance it is paid from and the bookings left; or, when it
// cannot, why, with the way to fix the usual cause (the balance).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/spinner';
import { ProblemState } from '@/components/ui/problem-state';
import { Price } from '@/components/price';
import { formatMoney } from '@/lib/format';
import { snapbackQueries } from './snapback-queries';

export function EligibilityBanner() {
  const q = useQuery(snapbackQueries.eligibility());
  if (q.isPending) return <Skeleton lines={2} />;
  if (q.isError) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  const e = q.data;
  const left = Math.max(0, e.maxActiveBookings - e.activeBookings);
  const facts = (
    <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
      <li>
        Price per booking: <Price money={e.price} strong />, charged only if we catch the name
      </li>
      <li>
        Balance: <strong className="tabular">{formatMoney(e.balance)}</strong>
      </li>
      <li>
        Bookings left:{' '}
        <strong className="tabular">
          {left} of {e.maxActiveBookings}
        </strong>
      </li>
    </ul>
  );
  if (e.eligible) {
    return (
      <Notice tone="info" title="You can book a Snapback">
        {facts}
      </Notice>
    );
  }
  return (
    <Notice tone="warning" title="You cannot book a Snapback now">
      <p>{e.reason ?? 'This account is not eligible for Snapback.'}</p>
      {facts}
      <p className="mt-1">
        <Link to="/account/balance" className="font-medium text-accent underline">
          Add funds to your balance
        </Link>
      </p>
    </Notice>
  );
}
