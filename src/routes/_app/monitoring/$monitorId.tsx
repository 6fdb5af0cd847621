import { createFileRoute } from '@tanstack/react-router';
import { MonitorPage } from '@/areas/monitoring/monitor-page';
import { monitoringQueries } from '@/areas/monitoring/queries';

export const Route = createFileRoute('/_app/monitoring/$monitorId')({
  // Prefetch only, in parallel: the page shows its own loading and "no such monitor" states.
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(monitoringQueries.monitors());
    void queryClient.prefetchQuery(monitoringQueries.events(params.monitorId));
  },
  component: MonitorRoute,
});

function MonitorRoute() {
  const { monitorId } = Route.useParams();
  return <MonitorPage monitorId={monitorId} />;
}
