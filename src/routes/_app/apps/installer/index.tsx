import { createFileRoute } from '@tanstack/react-router';
import { APP_INSTALL_SORTS, sortValues } from '@contract/list-sorts';
import { InstallerPage } from '@/areas/apps/installer/installer-page';
import { installerQueries } from '@/areas/apps/installer/queries';
import { openingAccount } from '@/lib/hosting-accounts';
import { oneOf, optional, searchParams, text } from '@/lib/search-params';

// The account, the order of its installed apps, the catalogue search and its category live in the URL: a view
// can be shared and survives reload.
const search = searchParams({
  input: optional(text(255)),
  sort: optional(oneOf(sortValues(APP_INSTALL_SORTS))),
  q: optional(text(100)),
  category: optional(text(50)),
});

export const Route = createFileRoute('/_app/apps/installer/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Awaits only the account to open (docs/adding-an-operation.md, "Loaders"); its lists are
  // prefetched in parallel, and the page shows its own loading and error states.
  loader: async ({ context: { queryClient }, deps }) => {
    const input = await openingAccount(queryClient, deps.input);
    if (!input) return;
    void queryClient.prefetchInfiniteQuery(installerQueries.installed(input, deps.sort));
    void queryClient.prefetchQuery(installerQueries.available(input));
  },
  component: InstallerRoute,
});

function InstallerRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InstallerPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}
