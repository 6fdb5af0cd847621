// The CMS sites of one hosting account: each install with its version and
// whether an update waits, its auto-update, staging copies marked with the
// production site they copy, and the way into the install wizard.
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable } from '@/components/data-table/data-table';
import { HostingAccountPicker, HostingAccountStates } from '@/components/hosting-account-picker';
import { PageTitle } from '@/components/layout/page-title';
import { buttonClass } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { displayDomain } from '@/lib/display-domain';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { installColumns } from './install-columns';
import type { InstallRow } from './install-format';
import { cmsInstallQueries } from './queries-install';
import { tableHeight } from './table-height';

export function InstallsPage({ searchInput, onInput }: { searchInput?: string; onInput: (input: string) => void }) {
  const { input, account, accounts } = useHostingAccountChoice(searchInput);
  const changeable = account?.status !== 'suspended' && account?.status !== 'cancelled';
  const install = input && changeable && (
    <Link to="/apps/cms/new" search={{ input }} className={buttonClass('primary')}>
      Install the CMS
    </Link>
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageTitle title="CMS sites">
          WordPress sites on your hosting: versions, updates, plugins and staging.
        </PageTitle>
        {install}
      </div>
      <HostingAccountStates
        choice={{ input, accounts }}
        noAccount="A CMS site lives on a web hosting account; this account has none."
      >
        {(input, hostingAccounts) => (
          <>
            <HostingAccountPicker accounts={hostingAccounts} value={account?.domain ?? input} onChange={onInput} />
            {!changeable && account && (
              <Notice tone="warning" title={`${displayDomain(account.domain)} is ${account.status}`}>
                Its sites can be looked at but not changed until the account is active again.
              </Notice>
            )}
            <InstallsTable input={input} canInstall={changeable} />
          </>
        )}
      </HostingAccountStates>
    </div>
  );
}

function InstallsTable({ input, canInstall }: { input: string; canInstall: boolean }) {
  const query = cmsInstallQueries.installs(input);
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
