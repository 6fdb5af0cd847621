import { createFileRoute } from '@tanstack/react-router';
import { InstallsPage } from '@/areas/apps/cms/installs-page';
import { cmsInstallQueries } from '@/areas/apps/cms/queries-install';
import { defaultAccount } from '@/lib/hosting-accounts';
import { optional, searchParams, text } from '@/lib/search-params';

// The hosting account lives in the URL: a view can be shared and survives reload.
const search = searchParams({ input: optional(text(255)) });

export const Route = createFileRoute('/_app/apps/cms/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows its own loading and error states.
  loader: async ({ context: { queryClient }, deps }) => {
    const prefetch = (input: string) =>
      void queryClient.prefetchInfiniteQuery(cmsInstallQueries.installs(input)).catch(() => undefined);
    if (deps.input) prefetch(deps.input);
    const accounts = await queryClient.query(cmsInstallQueries.hostingAccounts()).catch(() => undefined);
    const first = defaultAccount(accounts);
    if (!deps.input && first) prefetch(first.domain);
  },
  component: CmsInstallsRoute,
});

function CmsInstallsRoute() {
  const { input } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InstallsPage searchInput={input} onInput={(next) => navigate({ search: { input: next }, replace: true })} />;
}
