// The application installer of one hosting account: the apps installed on it
// (in the order the URL names, ADR 035) and the catalogue to install more from,
// with the way to the activity.
import { Link } from '@tanstack/react-router';
import { APP_INSTALL_SORT_DEFAULT } from '@contract/list-sorts';
import { urlSort } from '@/components/data-table/list-page';
import { PageTitle } from '@/components/layout/page-title';
import { buttonClass } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ProblemState } from '@/components/ui/problem-state';
import { HostingAccountPicker, NoHostingAccount } from '@/components/hosting-account-picker';
import { PagePending } from '@/components/ui/spinner';
import { displayDomain } from '@/lib/display-domain';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { CatalogueSection } from './catalogue-section';
import { InstalledSection } from './installed-section';
import type { AppInstallSort, CatalogueFilters } from './queries';

export type InstallerSearch = CatalogueFilters & { input?: string; sort?: AppInstallSort };

export function InstallerPage({
  search,
  onSearch,
}: {
  search: InstallerSearch;
  onSearch: (s: InstallerSearch) => void;
}) {
  const { input, account, accounts } = useHostingAccountChoice(search.input);
  const inactive = account && account.status !== 'active' ? account.status : null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageTitle title="App installer">
          Install web applications on your hosting in one step, and keep them upgraded and backed up.
        </PageTitle>
        {input && (
          <Link to="/apps/installer/activity" search={{ input }} className={buttonClass()}>
            Activity
          </Link>
        )}
      </div>
      {accounts.isPending && !search.input ? (
        <PagePending label="Loading your hosting accounts…" />
      ) : accounts.isError && !search.input ? (
        <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : !input ? (
        <NoHostingAccount>Apps are installed on a web hosting account; this account has none.</NoHostingAccount>
      ) : (
        <>
          <HostingAccountPicker
            accounts={accounts.data ?? []}
            value={account?.domain ?? input}
            onChange={(v) => onSearch({ input: v, sort: search.sort })}
          />
          {inactive && (
            <Notice tone="warning" title={`${displayDomain(account!.domain)} is ${inactive}`}>
              Its apps can be seen but not installed or changed until the account is active again.
            </Notice>
          )}
          <InstalledSection
            input={input}
            disabled={Boolean(inactive)}
            sortValue={search.sort}
            sort={urlSort(search, onSearch, APP_INSTALL_SORT_DEFAULT)}
          />
          <CatalogueSection
            input={input}
            filters={{ q: search.q, category: search.category }}
            onFilters={(f) => onSearch({ ...f, input, sort: search.sort })}
            disabled={Boolean(inactive)}
          />
        </>
      )}
    </div>
  );
}
