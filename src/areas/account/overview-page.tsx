// The landing screen: what needs attention first (one list, most urgent first), then
// what the account has and what it owes.
// It asks for the detailed overview so expiring and suspended services come
// with their type, domain and dates, not just a name.
import type { ReactNode } from 'react';
import type { Overview } from '@contract/account';
import { OVERVIEW_HEADING, overviewLine } from '@contract/screen-headings';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';
import { AreaLink } from './area-link';
import { NeedsAttention } from './overview-attention';
import { ServiceList } from './overview-services';
import { accountQueries } from './queries';

export function OverviewPage() {
  const { data } = useSuspenseQuery(accountQueries.overview({ response_format: 'detailed' }));
  const session = useSession();
  const { services, unpaidInvoices } = data;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{OVERVIEW_HEADING}</h1>
        <p className="text-sm text-muted">{overviewLine(data.account, session.account.role === 'guest')}</p>
      </div>
      <NeedsAttention />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat
          label="Services"
          value={
            <AreaLink path="/services" label={`Services: ${services.total}`}>
              {services.total}
            </AreaLink>
          }
          note={serviceBuckets(services)}
        />
        <Stat
          label="Unpaid invoices"
          value={
            <AreaLink path="/billing/invoices" label={`Unpaid invoices: ${unpaidInvoices.count}`}>
              {unpaidInvoices.count}
            </AreaLink>
          }
          note={unpaidInvoices.total ? `${formatMoney(unpaidInvoices.total)} due` : 'Nothing due'}
        />
        <Stat
          label="Balance"
          value={
            <Link
              to="/account/balance"
              aria-label={`Balance: ${formatMoney(data.balance)}`}
              className="text-accent underline-offset-2 hover:underline"
            >
              {formatMoney(data.balance)}
            </Link>
          }
          note="Prepaid funds"
        />
        <Stat label="Country" value={data.account.country} note={data.account.email} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ServiceList title="Expiring soon" entries={data.expiringSoon} empty="Nothing expires in the next 30 days." />
        <ServiceList title="Suspended" entries={data.suspended} empty="No suspended services." />
      </div>
    </div>
  );
}

/** Active and suspended always (the spec's buckets); the other statuses the services list shows when there are any. */
function serviceBuckets(s: Overview['services']): string {
  const rest = (['expired', 'pending', 'cancelled'] as const).filter((k) => s[k] > 0).map((k) => `${s[k]} ${k}`);
  return [`${s.active} active`, `${s.suspended} suspended`, ...rest].join(', ');
}

function Stat({ label, value, note }: { label: string; value: ReactNode; note: string }) {
  return (
    <Card>
      <h2 className="text-sm text-muted">{label}</h2>
      <p className="mt-1 text-2xl font-semibold tabular">{value}</p>
      <p className="mt-1 text-xs text-muted">{note}</p>
    </Card>
  );
}
