import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage, type HostingTab } from '@/areas/hosting/account-page';
import { hostingQueries } from '@/areas/hosting/queries';
import { PagePending } from '@/components/ui/spinner';
import { oneOf, searchParams, withDefault, valuesOf, defaultsLeftOut } from '@/lib/search-params';

// The tab lives in the URL: a link or a bookmark opens the right one.
const tabs = valuesOf<HostingTab>()(['overview', 'domains', 'aliases', 'hotlink', 'access', 'resources']);
const search = searchParams({ tab: withDefault(oneOf(tabs), 'overview') });

/** What the tab reads, fetched beside the account so the tab does not wait for it. */
function prefetchTab(qc: QueryClient, input: string, tab: HostingTab) {
  if (tab === 'overview')
    return Promise.all([
      qc.prefetchQuery(hostingQueries.usage(input)),
      qc.prefetchQuery(hostingQueries.resourceUsage(input)),
      qc.prefetchQuery(hostingQueries.history(input, 'disk', '30d')),
      qc.prefetchQuery(hostingQueries.httpd(input)),
    ]);
  if (tab === 'domains' || tab === 'aliases' || tab === 'access') {
    const sites = qc.prefetchQuery(hostingQueries.addonDomains(input));
    if (tab === 'aliases')
      return Promise.all([
        sites,
        qc.prefetchInfiniteQuery(hostingQueries.subdomains(input)),
        qc.prefetchInfiniteQuery(hostingQueries.pointers(input)),
        qc.prefetchInfiniteQuery(hostingQueries.redirects(input)),
      ]);
    if (tab === 'access') return Promise.all([sites, qc.prefetchQuery(hostingQueries.credentials(input))]);
    return sites;
  }
  if (tab === 'hotlink')
    return Promise.all([
      qc.prefetchQuery(hostingQueries.hotlink(input)),
      qc.prefetchQuery(hostingQueries.addonDomains(input)),
    ]);
  return qc.prefetchInfiniteQuery(hostingQueries.resources(input, 'ftp_accounts'));
}

export const Route = createFileRoute('/_app/hosting/$serviceId')({
  validateSearch: search,
  search: defaultsLeftOut(search),
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: async ({ context, params, deps }) => {
    const account = context.queryClient.query(hostingQueries.account(params.serviceId));
    // Each tab shows its own loading and error states; only the account itself decides the route.
    void prefetchTab(context.queryClient, params.serviceId, deps.tab);
    await account;
  },
  pendingComponent: () => <PagePending label="Loading the hosting account…" />,
  component: HostingAccountRoute,
});

function HostingAccountRoute() {
  const { serviceId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AccountPage input={serviceId} tab={tab} onTab={(t) => navigate({ search: { tab: t } })} />;
}
