import { createFileRoute } from '@tanstack/react-router';
import { ConsolePage } from '@/areas/vps/console-page';
import { vpsQueries } from '@/areas/vps/queries';

export const Route = createFileRoute('/_app/vps/$serviceId/console')({
  loader: ({ context: { queryClient }, params: { serviceId } }) =>
    void queryClient.prefetchQuery(vpsQueries.detail(serviceId)),
  component: ConsoleRoute,
});

function ConsoleRoute() {
  const { serviceId } = Route.useParams();
  return <ConsolePage input={serviceId} />;
}
