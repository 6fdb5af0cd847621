import { createFileRoute } from '@tanstack/react-router';
import { DiskUsagePage } from '@/areas/diagnostics/disk-usage-page';
import { diagnosticsQueries } from '@/areas/diagnostics/queries';
import { openingAccount } from '@/lib/hosting-accounts';
import { optional, searchParams, text, wholeNumber, withDefault, defaultsLeftOut } from '@/lib/search-params';

// The contract's ranges (depth 1-5, limit 1-100); a bad value in the URL reads as the default.
// The path is checked by the server, whose refusal the page shows.
const search = searchParams({
  input: optional(text(255)),
  path: withDefault(text(255), '/'),
  depth: withDefault(wholeNumber(1, 5), 2),
  limit: withDefault(wholeNumber(1, 100), 25),
});

export const Route = createFileRoute('/_app/diagnostics/disk-usage')({
  validateSearch: search,
  search: defaultsLeftOut(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const input = await openingAccount(queryClient, deps.input);
    if (input) void queryClient.prefetchQuery(diagnosticsQueries.diskUsage({ ...deps, input }));
  },
  component: DiskUsageRoute,
});

function DiskUsageRoute() {
  const view = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DiskUsagePage view={view} onView={(next) => navigate({ search: next })} />;
}
