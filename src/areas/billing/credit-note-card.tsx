// The credit note issued against an invoice, when there is one.
import { useQuery } from '@tanstack/react-query';
import { Card, CardTitle } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDate, formatMoney } from '@/lib/format';
import { billingQueries } from './queries';

export function CreditNoteCard({ invoiceId }: { invoiceId: string }) {
  const q = useQuery(billingQueries.creditNote(invoiceId));
  return (
    <Card aria-labelledby="credit-title">
      <CardTitle>
        <span id="credit-title">Credit note</span>
      </CardTitle>
      {q.isPending ? (
        <Skeleton lines={2} />
      ) : q.isError ? (
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <div className="space-y-2 text-sm">
          <p>
            <span className="font-medium">{q.data.number}</span>, issued {formatDate(q.data.issuedAt)}: {q.data.reason}.
          </p>
          <ul className="list-disc pl-5">
            {q.data.items.map((it) => (
              <li key={it.id}>
                {it.description}: {formatMoney(it.amount)}
              </li>
            ))}
          </ul>
          <p>
            Credited <span className="font-semibold tabular">{formatMoney(q.data.total)}</span> incl. VAT
            {q.data.refundedTo
              ? `, refunded to the ${q.data.refundedTo === 'balance' ? 'prepaid balance' : q.data.refundedTo}`
              : ''}
            .
          </p>
        </div>
      )}
    </Card>
  );
}
