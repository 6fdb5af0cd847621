import { createFileRoute } from '@tanstack/react-router';
import type { Period } from '@/areas/monitoring/keys';
import { IncidentsPage } from '@/areas/monitoring/incidents-page';
import { monitoringQueries } from '@/areas/monitoring/queries';
import { oneOf, optional, searchParams, text, withDefault, valuesOf, defaultsLeftOut } from '@/lib/search-params';

const periods = valuesOf<Period>()(['24h', '7d', '30d']);
const search = searchParams({ input: optional(text(255)), period: withDefault(oneOf(periods), '7d') });

export const Route = createFileRoute('/_app/monitoring/incidents')({
  validateSearch: search,
  search: defaultsLeftOut(search),
  loaderDeps: ({ search }) => search,
  // Prefetch only, in parallel: the three reads the timeline needs; monitor events follow when a monitor changed.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(monitoringQueries.hostingAccounts());
    if (!deps.input) return;
    void queryClient.prefetchQuery(monitoringQueries.monitors(deps.input));
    void queryClient.prefetchQuery(monitoringQueries.errors(deps.input, deps.period));
    void queryClient.prefetchQuery(monitoringQueries.resourceUsage(deps.input));
  },
  component: IncidentsRoute,
});

function IncidentsRoute() {
  const { input, period } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <IncidentsPage
      searchInput={input}
      period={period}
      onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
