import { createFileRoute } from '@tanstack/react-router';
import { InstallWizardPage } from '@/areas/apps/cms/install-wizard';
import { cmsInstallQueries } from '@/areas/apps/cms/queries-install';
import { optional, searchParams, text } from '@/lib/search-params';

const search = searchParams({ input: optional(text(255)) });

export const Route = createFileRoute('/_app/apps/cms/new')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // The sites to install on come from the account; the page waits for them itself.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(cmsInstallQueries.hostingAccounts());
    if (deps.input) void queryClient.prefetchQuery(cmsInstallQueries.sites(deps.input));
  },
  component: NewCmsInstallRoute,
});

function NewCmsInstallRoute() {
  const { input } = Route.useSearch();
  return <InstallWizardPage searchInput={input} />;
}
