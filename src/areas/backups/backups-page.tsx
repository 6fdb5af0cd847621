// The backups screen of one hosting account: restores under way and their
// reports first (what a person comes back to watch), then the backups with
// the browser of the one opened, the provider's schedule, and the account
// backup records (these two read only when opened).
import { HostingAccountPicker, HostingAccountStates } from '@/components/hosting-account-picker';
import { ScreenTitle } from '@/components/layout/page-title';
import { AccountRecords } from './account-records';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { BackupList } from './backup-list';
import { ContentsBrowser } from './contents-browser';
import { LoadOnOpen } from './load-on-open';
import type { ContentsPart } from './keys';
import type { BackupSort } from './queries';
import { RestoresList } from './restores-list';
import { ScheduleCard } from './schedule-card';

export type BackupsSearch = {
  input?: string;
  backup?: string;
  part?: ContentsPart;
  path?: string;
  /** The backups list's order (absent: newest first). */
  sort?: BackupSort;
};

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function BackupsPage({
  search,
  onSearch,
}: {
  search: BackupsSearch;
  onSearch: (s: BackupsSearch, replace?: boolean) => void;
}) {
  const { input, account, accounts } = useHostingAccountChoice(search.input);
  return (
    <div className="space-y-6">
      <ScreenTitle screen="/backups" />
      <HostingAccountStates
        choice={{ input, accounts }}
        noAccount="Backups are taken of a web hosting account; this account has none."
      >
        {(input, hostingAccounts) => (
          <>
            <HostingAccountPicker
              accounts={hostingAccounts}
              value={account?.domain ?? input}
              onChange={(v) => onSearch({ input: v }, true)}
            />
            <Section id="restores-title" title="Restores">
              <RestoresList input={input} />
            </Section>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <Section id="backups-title" title="Backups">
                <BackupList
                  input={input}
                  selected={search.backup}
                  sort={search.sort}
                  onSort={(sort) => onSearch({ ...search, input, sort }, true)}
                />
              </Section>
              <ScheduleCard input={input} />
            </div>
            {search.backup && (
              <ContentsBrowser
                input={input}
                backupId={search.backup}
                listSort={search.sort}
                part={search.part ?? 'files'}
                path={search.path ?? '/'}
                onNavigate={(to) => onSearch({ ...search, input, ...to })}
                onClose={() => onSearch({ input, sort: search.sort })}
              />
            )}
            <Section id="account-records-title" title="Account backup records">
              {/* Below the fold: read only when opened. */}
              <LoadOnOpen summary="Show the full-account backup runs">
                {() => <AccountRecords input={input} />}
              </LoadOnOpen>
            </Section>
          </>
        )}
      </HostingAccountStates>
    </div>
  );
}
