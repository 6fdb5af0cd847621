import { createFileRoute } from '@tanstack/react-router';
import { DNS_ZONE_SORTS, sortValues } from '@contract/list-sorts';
import { dnsQueries } from '@/areas/dns/queries';
import { ZonesPage } from '@/areas/dns/zones-page';
import { oneOf, optional, searchParams, text } from '@/lib/search-params';
import { DNS_ZONE_SEARCH } from '@contract/search-text';

// The search and the order live in the URL: a view can be shared and survives reload.
const search = searchParams({
  q: optional(text(DNS_ZONE_SEARCH.maxLength)),
  sort: optional(oneOf(sortValues(DNS_ZONE_SORTS))),
});

export const Route = createFileRoute('/_app/dns/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // A failed list is shown (and retried) by the table, not as a route error.
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(dnsQueries.zones(deps)),
  component: ZonesRoute,
});

function ZonesRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ZonesPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}
