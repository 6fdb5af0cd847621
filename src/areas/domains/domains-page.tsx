// The domain portfolio: the registrant-verification banner for every pending
// domain of the account (whatever the filters: a filter must not hide a deadline),
// search, filters (status, expiry window) as URL state, then the list. The served
// page draws the heading and the banner in its first frame (server/pages/spa.ts).
import type { z } from 'zod';
import type { RegistrarStatus } from '@contract/domains-schemas';
import { DOMAIN_SORT_DEFAULT, type DOMAIN_SORTS, type SortValue } from '@contract/list-sorts';
import { DOMAIN_SEARCH } from '@contract/search-text';
import { ExportLink } from '@/components/data-table/export-link';
import { anyFilter, urlSort } from '@/components/data-table/list-page';
import { SearchField } from '@/components/data-table/search-field';
import { ScreenTitle } from '@/components/layout/page-title';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { domainsMeta } from '@/lib/ops-meta/domains';
import { DomainList } from './domain-list';
import { VerificationBanner } from './verification-banner';
import { EXPIRY_WINDOWS, statusLabel } from './domain-format';
import type { DomainFilters } from './queries';
import { REGISTRAR_STATUSES } from '@contract/filter-values';

type Status = z.infer<typeof RegistrarStatus>;

/** The URL's names for the filters. */
export interface DomainsSearch {
  q?: string;
  status?: Status;
  expiring?: number;
  /** The order: absent for the default, by name. */
  sort?: SortValue<(typeof DOMAIN_SORTS)[number]>;
}

export const toFilters = (s: DomainsSearch): DomainFilters => ({
  q: s.q,
  status: s.status,
  expiring_within_days: s.expiring,
  sort: s.sort,
});

interface Props {
  search: DomainsSearch;
  onSearch: (s: DomainsSearch) => void;
  /** The domains waiting for their registrant's confirmation, most urgent first, for the banner. */
  pending: string[];
}

export function DomainsPage({ search, onSearch, pending }: Props) {
  const filtered = anyFilter(search);
  const filters = toFilters(search);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ScreenTitle screen="/domains" />
        <ExportLink op={domainsMeta.exportRegistrarDomains} query={filters} what="these domains" />
      </div>
      <VerificationBanner domains={pending} />
      <form
        role="search"
        aria-label="Filter domains"
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <SearchField
          label="Search"
          placeholder="Part of a domain name"
          rule={DOMAIN_SEARCH}
          counter={false}
          value={search.q}
          onSearch={(q) => onSearch({ ...search, q })}
        />
        <Field label="Status">
          {(p) => (
            <Select
              {...p}
              value={search.status ?? ''}
              onChange={(e) => onSearch({ ...search, status: (e.target.value || undefined) as Status | undefined })}
            >
              <option value="">Any status</option>
              {REGISTRAR_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Expires">
          {(p) => (
            <Select
              {...p}
              value={search.expiring ?? ''}
              onChange={(e) => onSearch({ ...search, expiring: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">Any time</option>
              {EXPIRY_WINDOWS.map((d) => (
                <option key={d} value={d}>
                  {d === 365 ? 'Within a year' : `Within ${d} days`}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </form>
      <DomainList
        filters={filters}
        sort={urlSort(search, onSearch, DOMAIN_SORT_DEFAULT)}
        empty={
          filtered
            ? { title: 'No domains match these filters', body: 'Clear a filter to see more.' }
            : {
                title: 'No domains yet',
                body: 'Domains you register or transfer to us are listed here, with their expiry and settings.',
              }
        }
      />
    </div>
  );
}
