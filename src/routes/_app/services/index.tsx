import { createFileRoute } from '@tanstack/react-router';
import type * as z from 'zod';
import type { ServiceStatus, ServiceType } from '@contract/services';
import { SERVICE_SORTS, sortValues } from '@contract/list-sorts';
import { servicesQueries } from '@/areas/services/queries';
import { ServicesPage } from '@/areas/services/services-page';
import { oneOf, optional, searchParams, text, valuesOf } from '@/lib/search-params';

const types = valuesOf<z.infer<typeof ServiceType>>()(['hosting', 'domain', 'vps', 'email', 'ssl', 'backup', 'addon']);
const statuses = valuesOf<z.infer<typeof ServiceStatus>>()(['pending', 'active', 'suspended', 'cancelled', 'expired']);

// Filters and the order live in the URL, so a filtered view can be shared and survives reload.
const search = searchParams({
  type: optional(oneOf(types)),
  status: optional(oneOf(statuses)),
  q: optional(text(255)),
  sort: optional(oneOf(sortValues(SERVICE_SORTS))),
});

export const Route = createFileRoute('/_app/services/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(servicesQueries.list(deps)),
  component: ServicesRoute,
});

function ServicesRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ServicesPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}
