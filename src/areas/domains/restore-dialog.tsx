// Restoring a domain from redemption: what it costs (the registry's restore fee
// plus the year of renewal it applies with it, VAT included) and until when it
// can be done, then the hold for the confirmation page. Approval creates a
// proforma order; the registry restores the name once it is paid.
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { Price } from '@/components/price';
import { displayDomain } from '@/lib/display-domain';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useOrderHold } from './order-hold';
import { useRestoreDomain } from './order-mutations';
import { domainsQueries } from './queries';
import { OrderProblem } from './order-problem';

export function RestoreDialog({ domain, onClose }: { domain: string; onClose: () => void }) {
  const lifecycle = useQuery(domainsQueries.lifecycle(domain));
  const restore = useRestoreDomain(domain);
  const hold = useOrderHold('restore', restore.mutateAsync);
  const { handleSubmit, setError, formState } = useForm();
  const { errors, isSubmitting } = formState;
  const l = lifecycle.data;
  const price = l?.restorable ? l.restorePrice : null;
  const redemptionEnds = l?.timeline.find((t) => t.phase === 'redemption')?.endsAt;

  const onSubmit = handleSubmit(() => hold(domain, {}, setError));

  return (
    <Dialog open onClose={isSubmitting ? () => {} : onClose} title={`Restore ${displayDomain(domain)}`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ProblemAlert errors={errors} />
        <div aria-live="polite">
          {lifecycle.isPending ? (
            <Spinner label="Getting the restore price…" />
          ) : lifecycle.isError ? (
            <OrderProblem error={lifecycle.error} domain={domain} onRetry={() => void lifecycle.refetch()} />
          ) : price ? (
            <div className="space-y-2 text-sm">
              <p>
                The domain expired and is in redemption: it no longer works, but it is still yours to restore
                {redemptionEnds ? (
                  <>
                    {' '}
                    until <time dateTime={redemptionEnds}>{formatDateTime(redemptionEnds)}</time>
                  </>
                ) : null}
                .
              </p>
              <p>
                Restoring costs <Price money={price} strong figureTestId="quoted-price" />. That is the registry’s
                restore fee plus one year of renewal, which the registry applies with the restore: the domain then runs
                for a year from the day it is restored.
              </p>
            </div>
          ) : (
            <Notice tone="warning" role="status" title="This domain cannot be restored">
              {l?.phase === 'pending_delete' || l?.phase === 'released'
                ? 'Its redemption period is over; the registry is deleting it.'
                : 'Only a domain in redemption can be restored.'}
            </Notice>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          {price && (
            <Button type="submit" variant="primary" loading={isSubmitting}>
              Restore for {formatMoney(price)} — continue to confirm
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
