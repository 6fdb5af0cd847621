import { createFileRoute } from '@tanstack/react-router';
import { dnsQueries } from '@/areas/dns/queries';
import { ZonesPage } from '@/areas/dns/zones-page';
import { optional, searchParams, text } from '@/lib/search-params';

const search = searchParams({ q: optional(text(253)) });

export const Route = createFileRoute('/_app/dns/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // A failed list is shown (and retried) by the table, not as a route error.
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(dnsQueries.zones(deps.q)),
  component: ZonesRoute,
});

function ZonesRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ZonesPage q={q} onQ={(next) => navigate({ search: { q: next }, replace: true })} />;
}
