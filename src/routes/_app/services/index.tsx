import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ServiceStatus, ServiceType } from '@contract/services';
import { servicesQueries } from '@/areas/services/queries';
import { ServicesPage } from '@/areas/services/services-page';

// Filters live in the URL, so a filtered view can be shared and survives reload.
const search = z.object({
  type: ServiceType.optional().catch(undefined),
  status: ServiceStatus.optional().catch(undefined),
  q: z.string().max(255).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/services/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.infiniteQuery(servicesQueries.list(deps)),
  component: ServicesRoute,
});

function ServicesRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ServicesPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}
