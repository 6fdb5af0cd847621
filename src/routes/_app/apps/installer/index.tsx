import { createFileRoute } from '@tanstack/react-router';
import { InstallerPage } from '@/areas/apps/installer/installer-page';
import { installerQueries } from '@/areas/apps/installer/queries';
import { defaultAccount } from '@/lib/hosting-accounts';
import { optional, searchParams, text } from '@/lib/search-params';

// The account, the catalogue search and its category live in the URL: a view can be shared and survives reload.
const search = searchParams({
  input: optional(text(255)),
  q: optional(text(100)),
  category: optional(text(50)),
});

export const Route = createFileRoute('/_app/apps/installer/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Prefetch only, in parallel where the URL names the account: the page shows its own loading and error states.
  loader: async ({ context: { queryClient }, deps }) => {
    const prefetch = (input: string) => {
      void queryClient.prefetchInfiniteQuery(installerQueries.installed(input));
      void queryClient.prefetchQuery(installerQueries.available(input));
    };
    if (deps.input) prefetch(deps.input);
    const accounts = await queryClient.query(installerQueries.hostingAccounts()).catch(() => undefined);
    const first = defaultAccount(accounts);
    if (!deps.input && first) prefetch(first.domain);
  },
  component: InstallerRoute,
});

function InstallerRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InstallerPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}
