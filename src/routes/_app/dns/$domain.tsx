import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RecordType } from '@contract/dns-records';
import { dnsQueries } from '@/areas/dns/queries';
import { ZONE_TABS, ZonePage, type ZoneSearch } from '@/areas/dns/zone-page';
import { PagePending } from '@/components/ui/spinner';

// The section and the records filters live in the URL: a lint finding links straight to its record.
const search = z.object({
  tab: z.enum(ZONE_TABS).catch('records').default('records'),
  type: RecordType.optional().catch(undefined),
  q: z.string().max(255).optional().catch(undefined),
  name: z.string().max(253).optional().catch(undefined),
  edit: z.string().max(64).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/dns/$domain')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ tab: search.tab, type: search.type, q: search.q, name: search.name }),
  loader: async ({ context, params, deps }) => {
    // In parallel: the records do not wait for the zone summary. Cached data serves as is (the page refetches it).
    const zone = context.queryClient.query({ ...dnsQueries.zone(params.domain), staleTime: 'static' });
    if (deps.tab === 'records')
      void context.queryClient
        .infiniteQuery(dnsQueries.records(params.domain, { type: deps.type, q: deps.q, name: deps.name }))
        .catch(() => undefined); // the records panel shows its own error
    await zone;
  },
  pendingComponent: () => <PagePending label="Loading the zone…" />,
  component: ZoneRoute,
});

function ZoneRoute() {
  const { domain } = Route.useParams();
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ZonePage
      domain={domain}
      search={s as ZoneSearch}
      onSearch={(next) => navigate({ search: next, replace: next.tab === s.tab })}
    />
  );
}
