import { createFileRoute } from '@tanstack/react-router';
import { servicesQueries } from '@/areas/services/queries';
import { ServiceDetailPage } from '@/areas/services/service-detail-page';

export const Route = createFileRoute('/_app/services/$serviceId/')({
  loader: ({ context, params }) => context.queryClient.query(servicesQueries.detail(params.serviceId)),
  component: ServiceRoute,
});

function ServiceRoute() {
  const { serviceId } = Route.useParams();
  return <ServiceDetailPage id={serviceId} />;
}
