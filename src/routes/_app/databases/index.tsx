import { createFileRoute } from '@tanstack/react-router';
import { DATABASE_SORTS, sortValues } from '@contract/list-sorts';
import { DatabasesPage } from '@/areas/databases/databases-page';
import { databasesQueries } from '@/areas/databases/queries';
import { openingAccount } from '@/lib/hosting-accounts';
import { oneOf, optional, searchParams, text } from '@/lib/search-params';
import { DATABASE_SEARCH } from '@contract/search-text';

// The hosting account, the search and the order live in the URL: a view can be shared and survives reload.
const search = searchParams({
  input: optional(text(255)),
  q: optional(text(DATABASE_SEARCH.maxLength)),
  sort: optional(oneOf(sortValues(DATABASE_SORTS))),
});

export const Route = createFileRoute('/_app/databases/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Awaits only the account to open (docs/adding-an-operation.md, "Loaders"); the list and the plan's
  // usage are prefetched in parallel, and the page shows its own loading and error states.
  // The total size comes from the list itself (the sizes listing only when the list is not the whole account).
  loader: async ({ context: { queryClient }, deps }) => {
    const input = await openingAccount(queryClient, deps.input);
    if (!input) return;
    void queryClient.prefetchInfiniteQuery(databasesQueries.list(input, deps.q, deps.sort));
    void queryClient.prefetchQuery(databasesQueries.planUsage(input));
  },
  component: DatabasesRoute,
});

function DatabasesRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DatabasesPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}
