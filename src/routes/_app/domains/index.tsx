import { createFileRoute } from '@tanstack/react-router';
import { REGISTRAR_STATUSES } from '@contract/filter-values';
import { DOMAIN_SORTS, sortValues } from '@contract/list-sorts';
import { DomainsPage, toFilters } from '@/areas/domains/domains-page';
import { domainsQueries } from '@/areas/domains/queries';
import { oneOf, optional, searchParams, text, wholeNumber } from '@/lib/search-params';
import { DOMAIN_SEARCH } from '@contract/search-text';

// Filters live in the URL, so a filtered view can be shared and survives reload.
const search = searchParams({
  q: optional(text(DOMAIN_SEARCH.maxLength)),
  status: optional(oneOf(REGISTRAR_STATUSES)),
  expiring: optional(wholeNumber(1, 365)),
  sort: optional(oneOf(sortValues(DOMAIN_SORTS))),
});

export const Route = createFileRoute('/_app/domains/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // A failed list is shown (and retried) by the list itself, not as a route error.
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(domainsQueries.list(toFilters(deps))),
  component: DomainsRoute,
});

function DomainsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DomainsPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}
