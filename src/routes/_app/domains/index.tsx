import { createFileRoute } from '@tanstack/react-router';
import { REGISTRAR_STATUSES } from '@contract/filter-values';
import { DOMAIN_SORTS, sortValues } from '@contract/list-sorts';
import { DomainsPage, toFilters } from '@/areas/domains/domains-page';
import { preparePendingVerification, usePendingVerification } from '@/routes/_app/-pending-verification';
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
  // A failed list is shown (and retried) by the list itself, not as a route error. The verification
  // banner above the filters is drawn whole with it, not pushed in as it comes.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchInfiniteQuery(domainsQueries.list(toFilters(deps))),
      preparePendingVerification(context.queryClient),
    ]),
  component: DomainsRoute,
});

function DomainsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const pending = usePendingVerification();
  return <DomainsPage search={s} pending={pending} onSearch={(next) => navigate({ search: next, replace: true })} />;
}
