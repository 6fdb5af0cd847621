// The account's DNS zones: one per domain hosted on our nameservers, found by part of the domain and
// ordered by domain, record count or last change (the column headers; the server sorts, ADR 035).
import { useEffect, useEffectEvent, useState } from 'react';
import { DNS_ZONE_SORT_DEFAULT } from '@contract/list-sorts';
import { DNS_ZONE_SEARCH } from '@contract/search-text';
import { ScreenTitle } from '@/components/layout/page-title';
import { DataTable } from '@/components/data-table/data-table';
import { urlSort } from '@/components/data-table/list-page';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { dnsQueries, type ZoneFilters } from './queries';
import { zoneColumns } from './zone-columns';

export function ZonesPage({ search, onSearch }: { search: ZoneFilters; onSearch: (next: ZoneFilters) => void }) {
  const { q } = search;
  // The typed search goes to the URL beside the order the headers set, whichever changed last.
  const searchFor = useEffectEvent((next: string | undefined) => onSearch({ ...search, q: next }));
  const [text, setText] = useState(q ?? '');
  // A new search in the URL (back, a link) replaces what was typed: set while rendering, not after.
  const [shown, setShown] = useState(q);
  if (q !== shown) {
    setShown(q);
    setText(q ?? '');
  }
  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === q) return;
    const t = setTimeout(() => searchFor(next), 300);
    return () => clearTimeout(t);
  }, [text, q]);
  return (
    <div className="space-y-4">
      <ScreenTitle screen="/dns" />
      <form role="search" aria-label="Find a zone" className="max-w-sm" onSubmit={(e) => e.preventDefault()}>
        <Field label="Find a zone" limits={{ maxLength: DNS_ZONE_SEARCH.maxLength }}>
          {(p) => (
            <Input
              {...p}
              type="search"
              value={text}
              maxLength={DNS_ZONE_SEARCH.maxLength}
              onChange={(e) => setText(e.target.value)}
              placeholder="example.com"
            />
          )}
        </Field>
      </form>
      <DataTable
        query={dnsQueries.zones(search)}
        columns={zoneColumns}
        getRowId={(z) => z.domain}
        label="DNS zones"
        sort={urlSort(search, onSearch, DNS_ZONE_SORT_DEFAULT)}
        height="min(60dvh, 32rem)"
        empty={{
          title: q ? 'No zone matches' : 'No zones yet',
          body: q ? 'Try part of the domain name.' : 'A zone appears here for every domain that uses our nameservers.',
        }}
      />
    </div>
  );
}
