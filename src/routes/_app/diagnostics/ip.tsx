import { createFileRoute } from '@tanstack/react-router';
import { IpStatusPage } from '@/areas/diagnostics/ip-status-page';
import { diagnosticsQueries } from '@/areas/diagnostics/queries';
import { optional, searchParams, text } from '@/lib/search-params';

// The address is checked by the page's form (the contract's IpAddress) and by the server.
const search = searchParams({ input: optional(text(255)), ip: optional(text(45)) });

export const Route = createFileRoute('/_app/diagnostics/ip')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(diagnosticsQueries.hostingAccounts());
    if (deps.input && deps.ip) void queryClient.prefetchQuery(diagnosticsQueries.ipStatus(deps.input, deps.ip));
  },
  component: IpRoute,
});

function IpRoute() {
  const { input, ip } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <IpStatusPage searchInput={input} ip={ip} onChange={(next) => navigate({ search: next })} />;
}
