import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { droppingDomainFilters as q } from '@contract/domains-snapback-filters';
import { optional } from '@/lib/search-params';
import { SnapbackPage } from '@/areas/domains/snapback-page';
import { snapbackQueries } from '@/areas/domains/snapback-queries';

// Filters live in the URL (the TLD and the date checked with the contract's own rules), so a search can be shared.
const search = z.object({
  q: optional(z.string().check(z.trim(), z.maxLength(253))),
  tld: z.catch(q.tld, undefined),
  drops_before: z.catch(q.drops_before, undefined),
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
