// Every virtual server of the account, as cards: what each one is and whether
// it runs, with its power controls. Reinstalling, resizing, deleting and
// snapshots are not offered here, and the page says so.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ScreenTitle } from '@/components/layout/page-title';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { vpsQueries } from './queries';
import { VpsCard } from './vps-card';

export function VpsListPage() {
  const list = useQuery(vpsQueries.list());
  return (
    <div className="space-y-6">
      <ScreenTitle screen="/vps" />
      {list.isPending ? (
        <PagePending label="Loading your servers…" />
      ) : list.isError ? (
        <ProblemState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title="No virtual servers yet"
          action={
            <Link to="/services" className="text-accent underline">
              Your services
            </Link>
          }
        >
          A VPS you order is listed here with its power controls and console.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Virtual servers">
          {list.data.data.map((v) => (
            <li key={v.serviceId}>
              <VpsCard vps={v} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
