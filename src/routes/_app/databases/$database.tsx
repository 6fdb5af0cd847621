import { createFileRoute } from '@tanstack/react-router';
import { DatabasePage } from '@/areas/databases/database-page';
import { databasesQueries } from '@/areas/databases/queries';
import { optional, searchParams, text } from '@/lib/search-params';

const search = searchParams({ input: optional(text(255)) });

export const Route = createFileRoute('/_app/databases/$database')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ input: search.input }),
  // Prefetch only, in parallel: the page shows its own loading and "no such database" states.
  loader: ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(databasesQueries.hostingAccounts());
    if (!deps.input) return;
    void queryClient.prefetchQuery(databasesQueries.detail(deps.input, params.database));
    void queryClient.prefetchQuery(databasesQueries.users(deps.input, params.database));
    void queryClient.prefetchInfiniteQuery(databasesQueries.backups(deps.input, params.database));
  },
  component: DatabaseRoute,
});

function DatabaseRoute() {
  const { database } = Route.useParams();
  const { input } = Route.useSearch();
  return <DatabasePage searchInput={input} database={database} />;
}
