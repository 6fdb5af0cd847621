import { createFileRoute } from '@tanstack/react-router';
import { InstallPage, type InstallTab } from '@/areas/apps/cms/install-page';
import { cmsExtensionQueries } from '@/areas/apps/cms/queries-extensions';
import { cmsInstallQueries } from '@/areas/apps/cms/queries-install';
import { updateQueries } from '@/areas/apps/cms/update-queries';
import { oneOf, optional, searchParams, text, withDefault, valuesOf } from '@/lib/search-params';

const tabs = valuesOf<InstallTab>()([
  'overview',
  'plugins',
  'themes',
  'users',
  'content',
  'settings',
  'cache',
  'staging',
  'sql',
]);

// The account and the tab live in the URL: a reload or a shared link opens the same tab.
const search = searchParams({
  input: optional(text(255)),
  tab: withDefault(oneOf(tabs), 'overview'),
});

export const Route = createFileRoute('/_app/apps/cms/$installId')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Prefetch only, in parallel: the page and each tab show their own loading and error states.
  loader: ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(cmsInstallQueries.hostingAccounts());
    if (!deps.input) return;
    void queryClient.prefetchQuery(cmsInstallQueries.install(deps.input, params.installId));
    if (deps.tab === 'overview') {
      void queryClient.prefetchQuery(cmsInstallQueries.site(deps.input, params.installId));
      void queryClient.prefetchQuery(updateQueries.activity(deps.input, params.installId));
    }
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
