import { createFileRoute } from '@tanstack/react-router';
import type { LogName } from '@/areas/monitoring/keys';
import { LogViewerPage } from '@/areas/monitoring/log-viewer-page';
import { monitoringQueries } from '@/areas/monitoring/queries';
import { oneOf, optional, searchParams, text, withDefault, valuesOf, defaultsLeftOut } from '@/lib/search-params';

// Site, log and the server-side filter live in the URL: the incident timeline links straight to an hour.
const logs = valuesOf<LogName>()(['access', 'error', 'php_error']);
const search = searchParams({
  input: optional(text(255)),
  log: withDefault(oneOf(logs), 'access'),
  grep: optional(text(200)),
});

export const Route = createFileRoute('/_app/monitoring/logs')({
  validateSearch: search,
  search: defaultsLeftOut(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(monitoringQueries.hostingAccounts());
    if (deps.input) void queryClient.prefetchQuery(monitoringQueries.availableLogs(deps.input));
  },
  component: LogsRoute,
});

function LogsRoute() {
  const { input, log, grep } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LogViewerPage
      searchInput={input}
      log={log}
      grep={grep}
      onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
