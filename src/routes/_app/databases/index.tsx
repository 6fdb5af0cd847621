import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DatabasesPage } from '@/areas/databases/databases-page';
import { databasesQueries, defaultAccount } from '@/areas/databases/queries';

// The hosting account and the search live in the URL: a view can be shared and survives reload.
const search = z.object({
  input: z.string().max(255).optional().catch(undefined),
  q: z.string().max(64).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/databases/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Prefetch only, in parallel where the URL names the account: the page shows its own loading and error states.
  loader: async ({ context: { queryClient }, deps }) => {
    const prefetch = (input: string) => {
      void queryClient.infiniteQuery(databasesQueries.list(input, deps.q)).catch(() => undefined);
      void queryClient.prefetchQuery(databasesQueries.sizes(input));
      void queryClient.prefetchQuery(databasesQueries.planUsage(input));
    };
    if (deps.input) prefetch(deps.input);
    const accounts = await queryClient.query(databasesQueries.hostingAccounts()).catch(() => undefined);
    const first = defaultAccount(accounts);
    if (!deps.input && first) prefetch(first.domain);
  },
  component: DatabasesRoute,
});

function DatabasesRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DatabasesPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}
