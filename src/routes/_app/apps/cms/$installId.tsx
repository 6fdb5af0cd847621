import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { INSTALL_TABS, InstallPage } from '@/areas/apps/cms/install-page';
import { cmsExtensionQueries } from '@/areas/apps/cms/queries-extensions';
import { cmsInstallQueries } from '@/areas/apps/cms/queries-install';

// The account and the tab live in the URL: a reload or a shared link opens the same tab.
const search = z.object({
  input: z.string().max(255).optional().catch(undefined),
  tab: z.enum(INSTALL_TABS).catch('overview').default('overview'),
});

export const Route = createFileRoute('/_app/apps/cms/$installId')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Prefetch only, in parallel: the page and each tab show their own loading and error states.
  loader: ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(cmsInstallQueries.hostingAccounts());
    if (!deps.input) return;
    void queryClient.prefetchQuery(cmsInstallQueries.install(deps.input, params.installId));
    if (deps.tab === 'overview') void queryClient.prefetchQuery(cmsInstallQueries.site(deps.input, params.installId));
    if (deps.tab === 'plugins')
      void queryClient.prefetchQuery(cmsExtensionQueries.plugins(deps.input, params.installId));
    if (deps.tab === 'themes') void queryClient.prefetchQuery(cmsExtensionQueries.themes(deps.input, params.installId));
  },
  component: CmsInstallRoute,
});

function CmsInstallRoute() {
  const { installId } = Route.useParams();
  const { input, tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InstallPage
      searchInput={input}
      installId={installId}
      tab={tab}
      onTab={(t) => navigate({ search: (s) => ({ ...s, tab: t }) })}
    />
  );
}
