import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RegistrarStatus } from '@contract/domains-schemas';
import { DomainsPage, toFilters } from '@/areas/domains/domains-page';
import { domainsQueries } from '@/areas/domains/queries';

// Filters live in the URL, so a filtered view can be shared and survives reload.
const search = z.object({
  q: z.string().max(253).optional().catch(undefined),
  status: RegistrarStatus.optional().catch(undefined),
  expiring: z.coerce.number().int().min(1).max(365).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/domains/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // A failed list is shown (and retried) by the list itself, not as a route error.
  loader: ({ context, deps }) =>
    context.queryClient.infiniteQuery(domainsQueries.list(toFilters(deps))).catch(() => undefined),
  component: DomainsRoute,
});

function DomainsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DomainsPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}
