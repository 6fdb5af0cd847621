import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DomainPage, preloadDomainTab, type DomainTab } from '@/areas/domains/domain-page';
import { domainsQueries } from '@/areas/domains/queries';
import { PagePending } from '@/components/ui/spinner';
import { oneOf, optional, searchParams, withDefault, valuesOf, defaultsLeftOut } from '@/lib/search-params';

// The tab lives in the URL: a link (the verification banner, a bookmark) opens the right one.
const tabs = valuesOf<DomainTab>()(['overview', 'nameservers', 'dnssec', 'glue', 'contacts', 'forwards', 'transfer']);
// `action=renew` opens the Renew dialog on arrival (the palette's "Renew <domain>"); closing it drops the word.
const search = searchParams({ tab: withDefault(oneOf(tabs), 'overview'), action: optional(oneOf(['renew'] as const)) });

/** What the tab reads, fetched beside the detail so the tab does not wait for it. */
function prefetchTab(qc: QueryClient, domain: string, tab: DomainTab) {
  if (tab === 'overview') return qc.prefetchQuery(domainsQueries.lifecycle(domain));
  if (tab === 'dnssec') return qc.prefetchQuery(domainsQueries.dnssec(domain));
  if (tab === 'glue') return qc.prefetchQuery(domainsQueries.glue(domain));
  if (tab === 'contacts')
    return Promise.all([
      qc.prefetchQuery(domainsQueries.contacts(domain)),
      qc.prefetchQuery(domainsQueries.verification(domain)),
    ]);
  if (tab === 'forwards') return qc.prefetchInfiniteQuery(domainsQueries.forwards(domain));
}

export const Route = createFileRoute('/_app/domains/$domain')({
  validateSearch: search,
  search: defaultsLeftOut(search),
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: async ({ context, params, deps }) => {
    const detail = context.queryClient.query(domainsQueries.detail(params.domain));
    // The tab shows its own loading and error states; only the domain itself decides the route.
    preloadDomainTab(deps.tab);
    void prefetchTab(context.queryClient, params.domain, deps.tab);
    await detail;
  },
  pendingComponent: () => <PagePending label="Loading the domain…" />,
  component: DomainRoute,
});

function DomainRoute() {
  const { domain } = Route.useParams();
  const { tab, action } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DomainPage
      domain={domain}
      tab={tab}
      onTab={(t) => navigate({ search: { tab: t } })}
      action={action}
      onActionShown={() => navigate({ search: { tab }, replace: true })}
    />
  );
}
