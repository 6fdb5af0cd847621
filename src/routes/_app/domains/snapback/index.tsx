import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { domainsOps } from '@contract/domains';
import { SnapbackPage } from '@/areas/domains/snapback-page';
import { snapbackQueries } from '@/areas/domains/snapback-queries';

const q = domainsOps.listSnapbackDomains.query.shape;
// Filters live in the URL (checked with the contract's own rules), so a search can be shared.
const search = z.object({
  q: q.q.catch(undefined),
  tld: q.tld.catch(undefined),
  drops_before: q.drops_before.catch(undefined),
});

export const Route = createFileRoute('/_app/domains/snapback/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Both in parallel; a failure is shown (and retried) by the banner or the list itself.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.query(snapbackQueries.eligibility()).catch(() => undefined),
      context.queryClient.infiniteQuery(snapbackQueries.dropping(deps)).catch(() => undefined),
    ]),
  component: SnapbackRoute,
});

function SnapbackRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  // Merged into the URL's current search, so two quick changes do not undo each other.
  return (
    <SnapbackPage
      filters={filters}
      onFilters={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
