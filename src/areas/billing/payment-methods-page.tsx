// Saved cards and direct-debit mandates, per billing address. A card is added
// on the payment provider's page (a single-visit link); removing one is a
// hold that names the card, confirmed on the next page.
import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { z } from 'zod';
import type { ProfilePaymentMethods } from '@contract/billing-payment-methods';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { formatDate } from '@/lib/format';
import { useOpenConfirmation } from '@/lib/hold-request';
import { cardExpiry, cardName } from './billing-format';
import { useCardSetupLink, useDeleteCard } from './mutations';
import { billingQueries } from './queries';

export function PaymentMethodsPage() {
  const { data } = useSuspenseQuery(billingQueries.paymentMethods());
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Payment methods</h1>
        <p className="text-sm text-muted">
          Cards and direct-debit mandates, per billing address. Card numbers stay with the payment provider.
        </p>
      </div>
      {data.data.length === 0 ? (
        <EmptyState
          title="No billing address yet"
          action={
            <Link to="/billing/addresses" className="text-accent underline">
              Add a billing address
            </Link>
          }
        >
          Cards are saved on a billing address: add one first.
        </EmptyState>
      ) : (
        data.data.map((p) => <ProfileMethods key={p.billingAddressId} profile={p} />)
      )}
    </div>
  );
}

function ProfileMethods({ profile: p }: { profile: z.infer<typeof ProfilePaymentMethods> }) {
  const navigate = useNavigate();
  const openConfirmation = useOpenConfirmation();
  const setup = useCardSetupLink();
  const del = useDeleteCard();
  const base = useMemo(() => newAttemptBase(`card-${p.billingAddressId}`), [p.billingAddressId]);
  const titleId = `pm-${p.billingAddressId}`;
  const openSetup = (url: string) => {
    const u = new URL(url, window.location.href);
    // Same origin: stay in the app; otherwise the provider's page is elsewhere.
    if (u.origin === window.location.origin) void navigate({ to: u.pathname as never });
    else window.location.assign(url);
  };
  const error = setup.error ?? del.error;
  return (
    <Card aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          {p.billingAddressName} {p.isPrimary && <Badge tone="info">Primary</Badge>}
        </h2>
        <Button
          size="sm"
          variant="primary"
          loading={setup.isPending}
          onClick={() => setup.mutate(p.billingAddressId, { onSuccess: (r) => openSetup(r.url) })}
        >
          Add a card
        </Button>
      </div>
      {error && <ProblemAlert problem={error} />}
      <section aria-label={`Cards of ${p.billingAddressName}`}>
        <h3 className="mb-1 text-sm font-semibold">Cards</h3>
        {p.cards.length === 0 ? (
          <p className="text-sm text-muted">No saved card.</p>
        ) : (
          <ul className="divide-y divide-line text-sm">
            {p.cards.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{cardName(c)}</span>{' '}
                  <span className="text-muted">expires {cardExpiry(c)}</span>{' '}
                  {c.isDefault && <Badge tone="success">Default</Badge>}{' '}
                  {c.expired && <Badge tone="danger">Expired</Badge>}
                  {c.holderName && <span className="block text-xs text-muted">{c.holderName}</span>}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${cardName(c)}`}
                  loading={del.isPending && del.variables?.cardId === c.id}
                  onClick={() =>
                    del.mutate(
                      { cardId: c.id, attempt_key: attemptKey(base, c.id) },
                      {
                        onSuccess: openConfirmation,
                      },
                    )
                  }
                >
                  Remove…
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={`Direct debit of ${p.billingAddressName}`} className="text-sm">
        <h3 className="mb-1 font-semibold">Direct debit</h3>
        {p.directDebit ? (
          <p>
            {p.directDebit.scheme === 'autogiro' ? 'Autogiro' : 'SEPA direct debit'}
            {p.directDebit.bank ? `, ${p.directDebit.bank}` : ''} {p.directDebit.accountMasked}{' '}
            <Badge tone={p.directDebit.status === 'active' ? 'success' : 'neutral'}>{p.directDebit.status}</Badge>
            <span className="block text-xs text-muted">Signed {formatDate(p.directDebit.createdAt)}</span>
          </p>
        ) : (
          <p className="text-muted">No mandate. A direct-debit mandate is signed at your bank.</p>
        )}
      </section>
    </Card>
  );
}
