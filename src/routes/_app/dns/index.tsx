import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { dnsQueries } from '@/areas/dns/queries';
import { ZonesPage } from '@/areas/dns/zones-page';

const search = z.object({ q: z.string().max(253).optional().catch(undefined) });

export const Route = createFileRoute('/_app/dns/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // A failed list is shown (and retried) by the table, not as a route error.
  loader: ({ context, deps }) => context.queryClient.infiniteQuery(dnsQueries.zones(deps.q)).catch(() => undefined),
  component: ZonesRoute,
});

function ZonesRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ZonesPage q={q} onQ={(next) => navigate({ search: { q: next }, replace: true })} />;
}
