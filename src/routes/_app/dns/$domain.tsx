import { createFileRoute } from '@tanstack/react-router';
import type * as z from 'zod';
import type { RecordType } from '@contract/dns-records';
import { DNS_RECORD_SORTS, sortValues } from '@contract/list-sorts';
import { dnsQueries } from '@/areas/dns/queries';
import { ZonePage, type ZoneSearch, type ZoneTab } from '@/areas/dns/zone-page';
import { oneOf, optional, searchParams, text, withDefault, valuesOf, defaultsLeftOut } from '@/lib/search-params';
import { DNS_RECORD_SEARCH } from '@contract/search-text';

const tabs = valuesOf<ZoneTab>()(['records', 'text', 'import', 'mail', 'health', 'propagation']);
const types = valuesOf<z.infer<typeof RecordType>>()(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS', 'SOA']);

// The section and the records filters and order live in the URL: a lint finding links straight to its record.
const search = searchParams({
  tab: withDefault(oneOf(tabs), 'records'),
  type: optional(oneOf(types)),
  q: optional(text(DNS_RECORD_SEARCH.maxLength)),
  name: optional(text(253)),
  sort: optional(oneOf(sortValues(DNS_RECORD_SORTS))),
  edit: optional(text(64)),
});

export const Route = createFileRoute('/_app/dns/$domain')({
  validateSearch: search,
  search: defaultsLeftOut(search),
  loaderDeps: ({ search }) => ({
    tab: search.tab,
    type: search.type,
    q: search.q,
    name: search.name,
    sort: search.sort,
  }),
  // Nothing here is awaited: the editor draws its heading (the zone's name is the address's) at once
  // and the rest as the zone comes. In parallel: the records do not wait for the zone summary.
  // Cached data serves as is (the page refetches it); a failure shows on the page.
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery({ ...dnsQueries.zone(params.domain), staleTime: 'static' });
    if (deps.tab === 'records')
      void context.queryClient.prefetchInfiniteQuery(
        dnsQueries.records(params.domain, { type: deps.type, q: deps.q, name: deps.name, sort: deps.sort }),
      );
  },
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
