import { createFileRoute } from '@tanstack/react-router';
import { tldFilter } from '@contract/domains-snapback-tld';
import { SNAPBACK_DROP_SORTS, sortValues } from '@contract/list-sorts';
import { isoDate, oneOf, optional, refine, searchParams, text } from '@/lib/search-params';
import { SnapbackPage } from '@/areas/domains/snapback-page';
import { snapbackQueries } from '@/areas/domains/snapback-queries';

// Filters and the order live in the URL (the TLD checked with the contract's own rule), so a search can be shared.
const search = searchParams({
  q: optional(text(253, { trim: true })),
  tld: optional(refine(text(63, { trim: true }), tldFilter)),
  drops_before: optional(isoDate),
  sort: optional(oneOf(sortValues(SNAPBACK_DROP_SORTS))),
});

export const Route = createFileRoute('/_app/domains/snapback/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Both in parallel; a failure is shown (and retried) by the banner or the list itself.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchQuery(snapbackQueries.eligibility()),
      context.queryClient.prefetchInfiniteQuery(snapbackQueries.dropping(deps)),
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
