// Ways to pay an unpaid invoice. Card and direct debit are holds: the button
// says what it costs, and leads to the confirmation page where a person
// approves; nothing is charged before that.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { z } from 'zod';
import type { Invoice } from '@contract/billing';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { calendarDayIn } from '@/lib/zoned-time';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { cardExpiry, cardName } from './billing-format';
import { DirectDebitScheduled } from './direct-debit-scheduled';
import { usePayWithCard, usePayWithDirectDebit } from './mutations';
import { PaymentLinkButton } from './payment-link-button';
import { billingQueries } from './queries';

type Inv = z.infer<typeof Invoice>;

export function InvoicePayPanel({ invoice }: { invoice: Inv }) {
  const id = String(invoice.id);
  const options = useQuery(billingQueries.paymentOptions(id));
  const navigate = useNavigate();
  const base = useMemo(() => newAttemptBase(`pay-${id}`), [id]);
  const payCard = usePayWithCard(id);
  const payDebit = usePayWithDirectDebit(id);
  const [cardId, setCardId] = useState<number | null>(null);
  const toConfirm = (hold: { pendingActionId: string }) =>
    navigate({ to: '/confirm/$pendingActionId', params: { pendingActionId: hold.pendingActionId } });

  if (options.isPending)
    return (
      <Card aria-busy="true">
        <span role="status" className="sr-only">
          Loading ways to pay…
        </span>
        <Skeleton lines={4} />
      </Card>
    );
  if (options.isError) return <ProblemState error={options.error} onRetry={() => void options.refetch()} />;
  const o = options.data;
  const method = (t: string) => o.methods.find((m) => m.type === t);
  const usable = o.savedCards.filter((c) => !c.expired);
  const chosen = usable.find((c) => c.id === cardId) ?? usable.find((c) => c.isDefault) ?? usable[0];
  const due = formatMoney(o.amountDue);
  // The server collects on a UTC calendar day: tomorrow's, as it counts them.
  // eslint-disable-next-line react-hooks/purity -- read on each render on purpose: no compiler memoises it
  const tomorrow = calendarDayIn(Date.now() + 86_400_000, 'UTC');

  return (
    <Card aria-labelledby="pay-title" className="space-y-5">
      <CardTitle>
        <span id="pay-title">Pay {due}</span>
      </CardTitle>
      <p className="-mt-2 text-sm text-muted">
        Due {formatDateTime(o.dueAt)}. Card and direct debit are approved on the next page; nothing is charged before.
      </p>
      {invoice.directDebitScheduledFor && <DirectDebitScheduled invoice={invoice} />}

      <section aria-labelledby="pay-card" className="space-y-2">
        <h3 id="pay-card" className="text-sm font-semibold">
          Saved card
        </h3>
        {method('card')?.available && chosen ? (
          <>
            {usable.length > 1 && (
              <Field label="Card">
                {(p) => (
                  <Select
                    {...p}
                    value={chosen.id}
                    onChange={(e) => setCardId(Number(e.target.value))}
                    className="max-w-sm"
                  >
                    {usable.map((c) => (
                      <option key={c.id} value={c.id}>
                        {cardName(c)} (expires {cardExpiry(c)}){c.isDefault ? ' · default' : ''}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            )}
            <Button
              variant="primary"
              loading={payCard.isPending}
              onClick={() =>
                payCard.mutate(
                  { card_id: chosen.id, attempt_key: attemptKey(base, ['card', chosen.id]) },
                  { onSuccess: toConfirm },
                )
              }
            >
              Pay with card: {due} ({cardName(chosen)})
            </Button>
            {payCard.error && <ProblemAlert problem={payCard.error} />}
          </>
        ) : (
          <p className="text-sm text-muted">{method('card')?.reason}</p>
        )}
      </section>

      <section aria-labelledby="pay-dd" className="space-y-2">
        <h3 id="pay-dd" className="text-sm font-semibold">
          Direct debit
        </h3>
        {method('directdebit')?.available && o.directDebit ? (
          <>
            <p className="text-sm text-muted">
              From {o.directDebit.scheme === 'autogiro' ? 'Autogiro' : 'SEPA'} {o.directDebit.bank ?? ''}{' '}
              {o.directDebit.accountMasked}, collected on {formatDate(tomorrow)} at the earliest.
            </p>
            <Button
              loading={payDebit.isPending}
              onClick={() =>
                payDebit.mutate({ attempt_key: attemptKey(base, ['directdebit']) }, { onSuccess: toConfirm })
              }
            >
              Pay by direct debit: {due}
            </Button>
            {payDebit.error && <ProblemAlert problem={payDebit.error} />}
          </>
        ) : (
          <p className="text-sm text-muted">{method('directdebit')?.reason}</p>
        )}
      </section>

      {o.bankTransfer && (
        <section aria-labelledby="pay-bank" className="space-y-1 text-sm">
          <h3 id="pay-bank" className="font-semibold">
            Bank transfer
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted">Recipient</dt>
            <dd>{o.bankTransfer.recipient}</dd>
            {o.bankTransfer.bankgiro && (
              <>
                <dt className="text-muted">Bankgiro</dt>
                <dd className="tabular">{o.bankTransfer.bankgiro}</dd>
              </>
            )}
            <dt className="text-muted">IBAN</dt>
            <dd className="tabular">{o.bankTransfer.iban}</dd>
            <dt className="text-muted">BIC</dt>
            <dd>{o.bankTransfer.bic}</dd>
            <dt className="text-muted">OCR reference</dt>
            <dd className="tabular font-medium">{o.bankTransfer.ocr}</dd>
          </dl>
        </section>
      )}

      {method('payment_link')?.available && <PaymentLinkButton invoiceId={id} />}
    </Card>
  );
}
