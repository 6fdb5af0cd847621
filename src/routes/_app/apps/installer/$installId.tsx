import { createFileRoute } from '@tanstack/react-router';
import { AppPage } from '@/areas/apps/installer/app-page';
import { installerQueries } from '@/areas/apps/installer/queries';
import { optional, searchParams, text } from '@/lib/search-params';

const search = searchParams({ input: optional(text(255)) });

export const Route = createFileRoute('/_app/apps/installer/$installId')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ input: search.input }),
  // Prefetch only, in parallel: the page shows its own loading and "not installed" states.
  loader: ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(installerQueries.hostingAccounts());
    if (!deps.input) return;
    void queryClient.prefetchQuery(installerQueries.detail(deps.input, params.installId));
    void queryClient.prefetchInfiniteQuery(installerQueries.backups(deps.input, params.installId));
  },
  component: AppRoute,
});

function AppRoute() {
  const { installId } = Route.useParams();
  const { input } = Route.useSearch();
  return <AppPage searchInput={input} installId={installId} />;
}
