// The landing screen: what the account has, what it owes, what needs attention.
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Overview } from '../../../contract/account';
import { Card, CardTitle } from '../../components/ui/card';
import { formatMoney } from '../../lib/format';
import { useSession } from '../../lib/session';
import { accountQueries } from './queries';

export function OverviewPage() {
  const { data } = useSuspenseQuery(accountQueries.overview());
  const session = useSession();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Overview</h1>
        <p className="text-sm text-muted">
          {data.account.name}
          {data.account.company && data.account.company !== data.account.name && ` · ${data.account.company}`}
          {session.account.role === 'guest' && ' · you are a guest on this account'}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat label="Services" value={String(data.services.total)} note={`${data.services.active} active, ${data.services.suspended} suspended`} />
        <Stat
          label="Unpaid invoices"
          value={String(data.unpaidInvoices.count)}
          note={data.unpaidInvoices.total ? `${formatMoney(data.unpaidInvoices.total)} due` : 'Nothing due'}
        />
        <Stat label="Balance" value={formatMoney(data.balance)} note="Prepaid funds" />
        <Stat label="Country" value={data.account.country} note={data.account.email} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ServiceList title="Expiring soon" entries={data.expiringSoon} empty="Nothing expires in the next 30 days." />
        <ServiceList title="Suspended" entries={data.suspended} empty="No suspended services." />
      </div>
    </div>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card>
      <h2 className="text-sm text-muted">{label}</h2>
      <p className="mt-1 text-2xl font-semibold tabular">{value}</p>
      <p className="mt-1 text-xs text-muted">{note}</p>
    </Card>
  );
}

function ServiceList({ title, entries, empty }: { title: string; entries: Overview['expiringSoon']; empty: string }) {
  // concise answers are display names; detailed ones a map of summaries
  const names = Array.isArray(entries) ? entries : Object.values(entries).map((s) => `${s.displayName} (${s.status})`);
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      {names.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {names.map((n) => <li key={n}>{n}</li>)}
        </ul>
      )}
    </Card>
  );
}
