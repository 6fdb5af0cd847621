import { createFileRoute } from '@tanstack/react-router';
import { ERROR_STAT_SORTS, sortValues, TOP_PAGE_SORTS } from '@contract/list-sorts';
import type { Period } from '@/areas/monitoring/keys';
import { monitoringQueries } from '@/areas/monitoring/queries';
import { oneOf, optional, searchParams, text, withDefault, valuesOf, defaultsLeftOut } from '@/lib/search-params';
import { StatisticsPage } from '@/areas/monitoring/statistics-page';

const periods = valuesOf<Period>()(['24h', '7d', '30d']);
// The site, the period and each table's order (absent: most first) live in the URL.
const search = searchParams({
  input: optional(text(255)),
  period: withDefault(oneOf(periods), '7d'),
  pagesSort: optional(oneOf(sortValues(TOP_PAGE_SORTS))),
  errorsSort: optional(oneOf(sortValues(ERROR_STAT_SORTS))),
});

export const Route = createFileRoute('/_app/monitoring/statistics')({
  validateSearch: search,
  search: defaultsLeftOut(search),
  loaderDeps: ({ search }) => search,
  // Prefetch only, in parallel: each card shows its own loading and error states.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(monitoringQueries.hostingAccounts());
    if (!deps.input) return;
    void queryClient.prefetchQuery(monitoringQueries.topPages(deps.input, deps.period, deps.pagesSort));
    void queryClient.prefetchQuery(monitoringQueries.errors(deps.input, deps.period, deps.errorsSort));
    void queryClient.prefetchQuery(monitoringQueries.phpUsage(deps.input, deps.period));
  },
  component: StatisticsRoute,
});

function StatisticsRoute() {
  const { input, period, pagesSort, errorsSort } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StatisticsPage
      searchInput={input}
      period={period}
      pagesSort={pagesSort}
      errorsSort={errorsSort}
      onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      onSort={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
