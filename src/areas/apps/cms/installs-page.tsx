// The CMS sites of one hosting account: each install with its version and
// whether an update waits, its auto-update, staging copies marked with the
// production site they copy, and the way into the install wizard. The order
// (by site or by creation) lives in the URL beside the account (ADR 035).
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CMS_INSTALL_SORT_DEFAULT } from '@contract/list-sorts';
import type { TableSort } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { urlSort } from '@/components/data-table/list-page';
import { HostingAccountPicker, HostingAccountStates } from '@/components/hosting-account-picker';
import { ScreenTitle } from '@/components/layout/page-title';
import { buttonClass } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { displayDomain } from '@/lib/display-domain';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { installColumns } from './install-columns';
import type { InstallRow } from './install-format';
import { cmsInstallQueries, type CmsInstallSort } from './queries-install';
import { tableHeight } from './table-height';

interface InstallsSearch {
  input?: string;
  sort?: CmsInstallSort;
}

export function InstallsPage({
  search,
  onSearch,
}: {
  search: InstallsSearch;
  onSearch: (next: InstallsSearch) => void;
}) {
  const { input, account, accounts } = useHostingAccountChoice(search.input);
  const changeable = account?.status !== 'suspended' && account?.status !== 'cancelled';
  const install = input && changeable && (
    <Link to="/apps/cms/new" search={{ input }} className={buttonClass('primary')}>
      Install the CMS
    </Link>
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenTitle screen="/apps/cms" />
        {install}
      </div>
      <HostingAccountStates
        choice={{ input, accounts }}
        noAccount="A CMS site lives on a web hosting account; this account has none."
      >
        {(input, hostingAccounts) => (
          <>
            <HostingAccountPicker
              accounts={hostingAccounts}
              value={account?.domain ?? input}
              onChange={(next) => onSearch({ ...search, input: next })}
            />
            {!changeable && account && (
              <Notice tone="warning" title={`${displayDomain(account.domain)} is ${account.status}`}>
                Its sites can be looked at but not changed until the account is active again.
              </Notice>
            )}
            <InstallsTable
              input={input}
              canInstall={changeable}
              sort={urlSort(search, onSearch, CMS_INSTALL_SORT_DEFAULT)}
              sortValue={search.sort}
            />
          </>
        )}
      </HostingAccountStates>
    </div>
  );
}

function InstallsTable({
  input,
  canInstall,
  sort,
  sortValue,
}: {
  input: string;
  canInstall: boolean;
  sort: TableSort;
  sortValue?: CmsInstallSort;
}) {
  const query = cmsInstallQueries.installs(input, sortValue);
  const data = useInfiniteQuery(query).data;
  const rows = useMemo(() => data?.pages.flatMap((p) => p.data) ?? [], [data]);
  const byId = useMemo(() => new Map<string, InstallRow>(rows.map((r) => [r.id, r])), [rows]);
  const columns = useMemo(() => installColumns(input, byId), [input, byId]);
  return (
    <DataTable
      query={query}
      columns={columns}
      getRowId={(i) => i.id}
      label="CMS installs"
      sort={sort}
      height={tableHeight(rows.length, '65dvh')}
      empty={{
        title: 'No CMS sites yet',
        body: 'Install WordPress on one of your domains in a minute: it gets its own database and an admin login.',
        action: canInstall ? (
          <Link to="/apps/cms/new" search={{ input }} className={buttonClass('primary')}>
            Install the CMS
          </Link>
        ) : undefined,
      }}
    />
  );
}
