import { createFileRoute } from '@tanstack/react-router';
import { vpsQueries } from '@/areas/vps/queries';
import { VpsDetailPage } from '@/areas/vps/vps-detail-page';

export const Route = createFileRoute('/_app/vps/$serviceId/')({
  // In parallel. The page is headed with the server's hostname, which the served page drew before the
  // code came (server/pages/first-frame.ts): the route waits for the server's details, so the first
  // render draws that same heading rather than a loading view in its place. A read slower than the
  // router's pending delay shows its pending view meanwhile, as on any route; a failed one leaves the
  // page its own error and "no such server" states.
  loader: async ({ context: { queryClient }, params: { serviceId } }) => {
    void queryClient.prefetchInfiniteQuery(vpsQueries.templates(serviceId));
    void queryClient.prefetchInfiniteQuery(vpsQueries.isos(serviceId));
    // Fresh details (back from the console within seconds) are used as they are.
    await queryClient.prefetchQuery(vpsQueries.detail(serviceId));
  },
  component: VpsRoute,
});

function VpsRoute() {
  const { serviceId } = Route.useParams();
  return <VpsDetailPage input={serviceId} />;
}
