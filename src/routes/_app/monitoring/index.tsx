import { createFileRoute } from '@tanstack/react-router';
import { MonitorsPage } from '@/areas/monitoring/monitors-page';
import { monitoringQueries } from '@/areas/monitoring/queries';

export const Route = createFileRoute('/_app/monitoring/')({
  // Prefetch only: the page shows its own loading and error states.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(monitoringQueries.monitors()),
  component: MonitorsPage,
});
