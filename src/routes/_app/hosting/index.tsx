import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { HostingStatus } from '@contract/hosting';
import { AccountsPage } from '@/areas/hosting/accounts-page';
import { hostingQueries } from '@/areas/hosting/queries';

// Filters live in the URL, so a filtered view can be shared and survives reload.
const search = z.object({
  status: HostingStatus.optional().catch(undefined),
  q: z.string().max(253).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/hosting/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // A failed list is shown (and retried) by the table itself, not as a route error.
  loader: ({ context, deps }) =>
    context.queryClient.infiniteQuery(hostingQueries.accounts(deps)).catch(() => undefined),
  component: HostingRoute,
});

function HostingRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AccountsPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}
