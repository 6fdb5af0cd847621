import { createFileRoute } from '@tanstack/react-router';
import { CMS_INSTALL_SORTS, sortValues } from '@contract/list-sorts';
import { InstallsPage } from '@/areas/apps/cms/installs-page';
import { cmsInstallQueries } from '@/areas/apps/cms/queries-install';
import { openingAccount } from '@/lib/hosting-accounts';
import { oneOf, optional, searchParams, text } from '@/lib/search-params';

// The hosting account and the order live in the URL: a view can be shared and survives reload.
const search = searchParams({ input: optional(text(255)), sort: optional(oneOf(sortValues(CMS_INSTALL_SORTS))) });

export const Route = createFileRoute('/_app/apps/cms/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Awaits only the account to open (docs/adding-an-operation.md, "Loaders"); the list is
  // prefetched, and the page shows its own loading and error states.
  loader: async ({ context: { queryClient }, deps }) => {
    const input = await openingAccount(queryClient, deps.input);
    if (input) void queryClient.prefetchInfiniteQuery(cmsInstallQueries.installs(input, deps.sort));
  },
  component: CmsInstallsRoute,
});

function CmsInstallsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InstallsPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}
