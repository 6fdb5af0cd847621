import { createFileRoute } from '@tanstack/react-router';
import { diagnosticsQueries } from '@/areas/diagnostics/queries';
import { serviceIdFrom } from '@/areas/diagnostics/service-id';
import { ServiceHealthPage } from '@/areas/diagnostics/service-page';
import { NotFound } from '@/components/layout/not-found';

export const Route = createFileRoute('/_app/diagnostics/service/$serviceId')({
  loader: ({ context: { queryClient }, params }) => {
    const serviceId = serviceIdFrom(params.serviceId);
    if (serviceId !== null) void queryClient.prefetchQuery(diagnosticsQueries.service(serviceId));
  },
  component: ServiceHealthRoute,
});

function ServiceHealthRoute() {
  const serviceId = serviceIdFrom(Route.useParams().serviceId);
  return serviceId === null ? <NotFound /> : <ServiceHealthPage serviceId={serviceId} />;
}
