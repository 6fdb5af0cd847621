// Renewing a domain: pick the years, see the quoted price (VAT included) and
// the expiry it leads to, then hold the renewal for the confirmation page.
// Approval creates a proforma order; the registry renews once it is paid.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Years } from '@contract/domains-schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Spinner } from '@/components/ui/spinner';
import { displayDomain } from '@/lib/display-domain';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useOrderHold } from './order-hold';
import { useRenewDomain } from './order-mutations';
import { orderQueries } from './order-queries';
import { QuoteFacts } from './quote-facts';
import { OrderProblem } from './order-problem';
import { YearsSelect } from './years-select';

const RenewBody = z.object({ years: Years });

/** Rendered only while open, so each opening starts from one year and a fresh quote. */
export function RenewDialog({
  domain,
  expiresAt,
  onClose,
}: {
  domain: string;
  expiresAt: string | null;
  onClose: () => void;
}) {
  const { register, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(RenewBody),
    defaultValues: { years: 1 },
  });
  const years = Number(watch('years')) || 1;
  const quote = useQuery(orderQueries.renewQuote(domain, years));
  const renew = useRenewDomain(domain);
  const hold = useOrderHold('renew', renew.mutateAsync);
  const { errors, isSubmitting } = formState;
  const q = quote.data;
  // A quote for the years on screen, not the previous choice still shown while the new one loads.
  const current = q && !quote.isPlaceholderData ? q : undefined;

  const onSubmit = handleSubmit((body) => hold(domain, { years: body.years }, setError));

  return (
    <Dialog open onClose={isSubmitting ? () => {} : onClose} title={`Renew ${displayDomain(domain)}`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ProblemAlert errors={errors} />
        <p className="text-sm">
          Expires {expiresAt ? formatDateTime(expiresAt) : '(no expiry known)'}. Renewing adds the years to that date.
        </p>
        <YearsSelect label="Renew for" registration={register('years', { valueAsNumber: true })} error={errors.years} />
        <div aria-live="polite" aria-busy={quote.isFetching}>
          {quote.isPending ? (
            <Spinner label="Getting the price…" />
          ) : quote.isError && !q ? (
            <OrderProblem error={quote.error} domain={domain} onRetry={() => void quote.refetch()} />
          ) : q ? (
            <QuoteFacts
              quote={q}
              extra={[
                [
                  'New expiry',
                  q.newExpiresAt ? <time dateTime={q.newExpiresAt}>{formatDateTime(q.newExpiresAt)}</time> : '—',
                ],
              ]}
            />
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          {q?.possible && (
            <Button type="submit" variant="primary" loading={isSubmitting} disabled={!current}>
              {current
                ? `Renew for ${formatMoney(current.price)} — continue to confirm`
                : 'Renew — continue to confirm'}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
