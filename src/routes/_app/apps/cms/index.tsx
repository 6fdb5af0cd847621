import { createFileRoute } from '@tanstack/react-router';
import { InstallsPage } from '@/areas/apps/cms/installs-page';
import { cmsInstallQueries } from '@/areas/apps/cms/queries-install';
import { openingAccount } from '@/lib/hosting-accounts';
import { optional, searchParams, text } from '@/lib/search-params';

// The hosting account lives in the URL: a view can be shared and survives reload.
const search = searchParams({ input: optional(text(255)) });

export const Route = createFileRoute('/_app/apps/cms/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Awaits only the account to open (docs/adding-an-operation.md, "Loaders"); the list is
  // prefetched, and the page shows its own loading and error states.
  loader: async ({ context: { queryClient }, deps }) => {
    const input = await openingAccount(queryClient, deps.input);
    if (input) void queryClient.prefetchInfiniteQuery(cmsInstallQueries.installs(input));
  },
  component: CmsInstallsRoute,
});

function CmsInstallsRoute() {
  const { input } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InstallsPage searchInput={input} onInput={(next) => navigate({ search: { input: next }, replace: true })} />;
}
