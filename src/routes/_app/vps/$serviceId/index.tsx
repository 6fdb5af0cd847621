import { createFileRoute } from '@tanstack/react-router';
import { vpsQueries } from '@/areas/vps/queries';
import { VpsDetailPage } from '@/areas/vps/vps-detail-page';

export const Route = createFileRoute('/_app/vps/$serviceId/')({
  // Prefetch only, in parallel: the page shows its own loading and "no such server" states.
  loader: ({ context: { queryClient }, params: { serviceId } }) => {
    void queryClient.prefetchQuery(vpsQueries.detail(serviceId));
    void queryClient.prefetchInfiniteQuery(vpsQueries.templates(serviceId));
    void queryClient.prefetchInfiniteQuery(vpsQueries.isos(serviceId));
  },
  component: VpsRoute,
});

function VpsRoute() {
  const { serviceId } = Route.useParams();
  return <VpsDetailPage input={serviceId} />;
}
