import { createFileRoute } from '@tanstack/react-router';
import { NewMonitorPage } from '@/areas/monitoring/new-monitor-page';
import { monitoringQueries } from '@/areas/monitoring/queries';
import { optional, searchParams, text } from '@/lib/search-params';

const search = searchParams({ input: optional(text(255)) });

export const Route = createFileRoute('/_app/monitoring/new')({
  validateSearch: search,
  loader: ({ context }) => void context.queryClient.prefetchQuery(monitoringQueries.hostingAccounts()),
  component: NewMonitorRoute,
});

function NewMonitorRoute() {
  const { input } = Route.useSearch();
  return <NewMonitorPage searchInput={input} />;
}
