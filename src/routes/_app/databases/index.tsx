import { createFileRoute } from '@tanstack/react-router';
import { DatabasesPage } from '@/areas/databases/databases-page';
import { databasesQueries } from '@/areas/databases/queries';
import { defaultAccount } from '@/lib/hosting-accounts';
import { optional, searchParams, text } from '@/lib/search-params';

// The hosting account and the search live in the URL: a view can be shared and survives reload.
const search = searchParams({
  input: optional(text(255)),
  q: optional(text(64)),
});

export const Route = createFileRoute('/_app/databases/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Prefetch only, in parallel where the URL names the account: the page shows its own loading and error states.
  // The total size comes from the list itself (the sizes listing only when the list is not the whole account).
  loader: async ({ context: { queryClient }, deps }) => {
    const prefetch = (input: string) => {
      void queryClient.infiniteQuery(databasesQueries.list(input, deps.q)).catch(() => undefined);
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
