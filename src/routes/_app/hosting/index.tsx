import { createFileRoute } from '@tanstack/react-router';
import { HOSTING_ACCOUNT_SORTS, sortValues } from '@contract/list-sorts';
import { AccountsPage } from '@/areas/hosting/accounts-page';
import { hostingQueries } from '@/areas/hosting/queries';
import { oneOf, optional, searchParams, text } from '@/lib/search-params';
import { HOSTING_STATUSES } from '@contract/filter-values';
import { HOSTING_ACCOUNT_SEARCH } from '@contract/search-text';

// Filters and the order live in the URL, so a filtered view can be shared and survives reload.
const search = searchParams({
  status: optional(oneOf(HOSTING_STATUSES)),
  q: optional(text(HOSTING_ACCOUNT_SEARCH.maxLength)),
  sort: optional(oneOf(sortValues(HOSTING_ACCOUNT_SORTS))),
});

export const Route = createFileRoute('/_app/hosting/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // A failed list is shown (and retried) by the table itself, not as a route error.
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(hostingQueries.accounts(deps)),
  component: HostingRoute,
});

function HostingRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AccountsPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}
