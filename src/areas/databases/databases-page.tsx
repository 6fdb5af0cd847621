// The databases of one hosting account: name, size in human units, users,
// with the plan's database limit and the account's total size above the
// table, and the way into the create wizard. The name and creation headers
// sort the list on the server (ADR 035); size is the node's live measure, so
// it does not (the sizes listing is the largest-first view).
import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DATABASE_SORT_DEFAULT } from '@contract/list-sorts';
import { DATABASE_SEARCH } from '@contract/search-text';
import { DataTable } from '@/components/data-table/data-table';
import { urlSort } from '@/components/data-table/list-page';
import { SearchField } from '@/components/data-table/search-field';
import { HostingAccountPicker, HostingAccountStates } from '@/components/hosting-account-picker';
import { ScreenTitle } from '@/components/layout/page-title';
import { buttonClass } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { displayDomain } from '@/lib/display-domain';
import { formatMegabytes } from '@/lib/glossary';
import { useAccountChoice } from './account-picker';
import { databaseColumns } from './database-columns';
import type { DatabaseSort } from './keys';
import { databasesQueries } from './queries';
import { tableHeight } from './table-height';

export type DatabasesSearch = { input?: string; q?: string; sort?: DatabaseSort };

export function DatabasesPage({
  search,
  onSearch,
}: {
  search: DatabasesSearch;
  onSearch: (s: DatabasesSearch) => void;
}) {
  const { input, account, accounts } = useAccountChoice(search.input);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenTitle screen="/databases" />
        {input && account?.status !== 'suspended' && (
          <Link to="/databases/new" search={{ input }} className={buttonClass('primary')}>
            Create a database
          </Link>
        )}
      </div>
      <HostingAccountStates
        choice={{ input, accounts }}
        noAccount="Databases live on a web hosting account; this account has none."
      >
        {(input, hostingAccounts) => (
          <>
            <form
              role="search"
              aria-label="Filter databases"
              className="grid gap-3 sm:grid-cols-2"
              onSubmit={(e) => e.preventDefault()}
            >
              <HostingAccountPicker
                accounts={hostingAccounts}
                value={account?.domain ?? input}
                onChange={(v) => onSearch({ input: v })}
              />
              <SearchField
                label="Search"
                placeholder="Part of a database name"
                rule={DATABASE_SEARCH}
                value={search.q}
                onSearch={(q) => onSearch({ ...search, input, q })}
              />
            </form>
            {account?.status === 'suspended' && (
              <Notice tone="warning" title={`${displayDomain(account.domain)} is suspended`}>
                Its databases can be read but not changed until the account is active again.
              </Notice>
            )}
            <AccountFacts input={input} q={search.q} sort={search.sort} />
            <DatabaseTable input={input} search={search} onSearch={onSearch} />
          </>
        )}
      </HostingAccountStates>
    </div>
  );
}

/**
 * The plan's limit and the total size: shown when they load, left out when they do not. Its line
 * is kept while they load (and when neither does), so the table below does not move when they come.
 * The total is the sum of the list the table already read when that list is the whole
 * account (no search, no further page); only otherwise is the sizes listing asked for it.
 */
function AccountFacts({ input, q, sort }: { input: string; q?: string; sort?: DatabaseSort }) {
  const usage = useQuery(databasesQueries.planUsage(input));
  // The table's own query when it is unsearched (any order holds the same rows): one request for both.
  const list = useInfiniteQuery({ ...databasesQueries.list(input, undefined, sort), enabled: !q });
  const listTotal = wholeListTotal(q ? undefined : list.data?.pages, list.hasNextPage);
  const sizes = useQuery({
    ...databasesQueries.sizes(input),
    enabled: Boolean(q) || (list.isSuccess && listTotal === null),
  });
  const totalMb = listTotal ?? sizes.data?.totalSizeMb;
  const quota = usage.data?.databases;
  const parts: string[] = [];
  if (quota)
    parts.push(
      quota.limit === null
        ? `${quota.used} databases (no limit on this plan)`
        : `${quota.used} of ${quota.limit} databases the plan allows`,
    );
  if (totalMb !== undefined) parts.push(`${formatMegabytes(totalMb)} in all`);
  const full = quota?.limit != null && quota.used >= quota.limit;
  return (
    <p className="min-h-5 text-sm text-muted" data-testid="database-facts">
      {parts.join(' · ')}
      {full && <strong className="text-danger"> · The plan's limit is reached: upgrade it to add another.</strong>}
    </p>
  );
}

/** The account's total size from an unfiltered list, when every database is in it; else null. */
function wholeListTotal(pages: { data: { sizeMb: number }[] }[] | undefined, hasNextPage: boolean) {
  if (!pages || hasNextPage) return null;
  return pages.reduce((sum, p) => sum + p.data.reduce((s, d) => s + d.sizeMb, 0), 0);
}

function DatabaseTable({
  input,
  search,
  onSearch,
}: {
  input: string;
  search: DatabasesSearch;
  onSearch: (s: DatabasesSearch) => void;
}) {
  const { q } = search;
  const columns = useMemo(() => databaseColumns(input), [input]);
  const query = databasesQueries.list(input, q, search.sort);
  // The same query the table runs (one request): a short list gets a short table, a long one scrolls.
  const loaded = useInfiniteQuery(query).data?.pages.reduce((n, p) => n + p.data.length, 0) ?? 0;
  return (
    <DataTable
      query={query}
      columns={columns}
      getRowId={(d) => d.name}
      label="Databases"
      // The order is URL state beside the account and the search (absent: by name).
      sort={urlSort({ ...search, input }, onSearch, DATABASE_SORT_DEFAULT)}
      height={tableHeight(loaded, '60dvh')}
      empty={
        q
          ? { title: 'No database matches this search', body: 'Try another part of the name.' }
          : {
              title: 'No databases yet',
              body: 'Create one for a website or an application: it gets its own user and password.',
              action: (
                <Link to="/databases/new" search={{ input }} className={buttonClass('primary')}>
                  Create a database
                </Link>
              ),
            }
      }
    />
  );
}
