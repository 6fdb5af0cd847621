import { createFileRoute } from '@tanstack/react-router';
import { InstallPage, type InstallTab } from '@/areas/apps/cms/install-page';
import { cmsExtensionQueries } from '@/areas/apps/cms/queries-extensions';
import { cmsInstallQueries } from '@/areas/apps/cms/queries-install';
import { updateQueries } from '@/areas/apps/cms/update-queries';
import { oneOf, optional, searchParams, text, withDefault, valuesOf, defaultsLeftOut } from '@/lib/search-params';

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
  search: defaultsLeftOut(search),
  loaderDeps: ({ search }) => search,
  // In parallel: the page and each tab show their own loading and error states. The page is headed
  // with the install's location, which the served page drew before the code came when the address
  // names the account (server/pages/first-frame.ts): the route waits for the install, so the first
  // render draws that same heading rather than a loading view in its place (a read slower than the
  // router's pending delay shows its pending view; a failed one is the page's to show).
  loader: async ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(cmsInstallQueries.hostingAccounts());
    if (!deps.input) return;
    // Fresh details (another tab of the same install, within seconds) are used as they are.
    const install = queryClient.prefetchQuery(cmsInstallQueries.install(deps.input, params.installId));
    if (deps.tab === 'overview') {
      void queryClient.prefetchQuery(cmsInstallQueries.site(deps.input, params.installId));
      void queryClient.prefetchQuery(updateQueries.activity(deps.input, params.installId));
    }
    if (deps.tab === 'plugins')
      void queryClient.prefetchQuery(cmsExtensionQueries.plugins(deps.input, params.installId));
    if (deps.tab === 'themes') void queryClient.prefetchQuery(cmsExtensionQueries.themes(deps.input, params.installId));
    await install;
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
