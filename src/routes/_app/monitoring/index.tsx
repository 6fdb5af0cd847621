import { createFileRoute } from '@tanstack/react-router';
import { MONITOR_SORTS, sortValues } from '@contract/list-sorts';
import { MonitorsPage } from '@/areas/monitoring/monitors-page';
import { monitoringQueries } from '@/areas/monitoring/queries';
import { oneOf, optional, searchParams } from '@/lib/search-params';

// The order lives in the URL, so a sorted view can be shared and survives reload.
const search = searchParams({ sort: optional(oneOf(sortValues(MONITOR_SORTS))) });

export const Route = createFileRoute('/_app/monitoring/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows its own loading and error states.
  loader: ({ context: { queryClient }, deps }) =>
    void queryClient.prefetchQuery(monitoringQueries.monitors(undefined, deps.sort)),
  component: MonitorsRoute,
});

function MonitorsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MonitorsPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}
