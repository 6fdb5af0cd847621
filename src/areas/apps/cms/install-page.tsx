// One CMS install: where it is, its version and database at the top, then one
// tab at a time. The tab is URL state (a reload or a link opens the same one);
// the tabs follow the ARIA tabs pattern: arrow keys, Home and End move between
// them, and the panel names its tab.
import { Suspense, lazy, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending, Skeleton } from '@/components/ui/spinner';
import { TabList } from '@/components/ui/tab-list';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { installLocation } from '@contract/cms-install-location';
import { OverviewTab } from './overview-tab';
import { cmsInstallQueries } from './queries-install';

// The page opens on its overview; every other tab (editors, tables, the SQL console) loads with its
// first visit, so the page's first load carries one tab's code, not nine (the route budget, and the
// main thread's work before the page can answer a tap).
const PluginsTab = lazy(() => import('./plugins-tab').then((m) => ({ default: m.PluginsTab })));
const ThemesTab = lazy(() => import('./themes-tab').then((m) => ({ default: m.ThemesTab })));
const UsersTab = lazy(() => import('./users-tab').then((m) => ({ default: m.UsersTab })));
const ContentTab = lazy(() => import('./content-tab').then((m) => ({ default: m.ContentTab })));
const SettingsTab = lazy(() => import('./settings-tab').then((m) => ({ default: m.SettingsTab })));
const CacheTab = lazy(() => import('./cache-tab').then((m) => ({ default: m.CacheTab })));
const StagingTab = lazy(() => import('./staging-tab').then((m) => ({ default: m.StagingTab })));
const SqlTab = lazy(() => import('./sql-tab').then((m) => ({ default: m.SqlTab })));

export const INSTALL_TABS = [
  'overview',
  'plugins',
  'themes',
  'users',
  'content',
  'settings',
  'cache',
  'staging',
  'sql',
] as const;
export type InstallTab = (typeof INSTALL_TABS)[number];

const labels: Record<InstallTab, string> = {
  overview: 'Overview',
  plugins: 'Plugins',
  themes: 'Themes',
  users: 'Users',
  content: 'Content',
  settings: 'Settings',
  cache: 'Cache',
  staging: 'Staging',
  sql: 'SQL',
};

const ID_PREFIX = 'cms-tab-';

interface InstallPageProps {
  searchInput: string | undefined;
  installId: string;
  tab: InstallTab;
  onTab: (t: InstallTab) => void;
}

export function InstallPage({ searchInput, installId, tab, onTab }: InstallPageProps) {
  const { input, accounts } = useHostingAccountChoice(searchInput);
  const detail = useQuery({ ...cmsInstallQueries.install(input ?? '', installId), enabled: Boolean(input) });
  if (accounts.isError && !input)
    return <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  if (!input || detail.isPending) return <PagePending label="Loading the site…" />;
  if (detail.isError) return <ProblemState error={detail.error} onRetry={() => void detail.refetch()} />;
  const d = detail.data;

  // Arrow keys move along the row (wrapping), Home and End to its ends; the new tab takes focus.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = INSTALL_TABS.indexOf(tab);
    const n = INSTALL_TABS.length;
    const to = { ArrowRight: (i + 1) % n, ArrowLeft: (i - 1 + n) % n, Home: 0, End: n - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = INSTALL_TABS[to]!;
    onTab(next);
    document.getElementById(`${ID_PREFIX}${next}`)?.focus();
  };

  return (
    <div className="space-y-4">
      <PageHeader
        up={
          <TrailLink to="/apps/cms" search={{ input }}>
            CMS sites
          </TrailLink>
        }
        here={installLocation(d)}
        title={<span className="break-all">{installLocation(d)}</span>}
      >
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span>
            WordPress <span className="tabular">{d.version}</span>
          </span>
          {d.updateAvailable && <Badge tone="warning">Update {d.latestVersion} available</Badge>}
          {d.isStaging && <Badge tone="info">Staging copy</Badge>}
          <span>PHP {d.phpVersion}</span>
          <span>
            Database <span className="font-mono">{d.database.name}</span>
          </span>
          <a href={d.url} target="_blank" rel="noopener noreferrer" className="text-accent hover:underline">
            Visit the site
          </a>
        </p>
      </PageHeader>
      <div onKeyDown={onKeyDown}>
        <TabList
          label="Site sections"
          tabs={INSTALL_TABS}
          labels={labels}
          current={tab}
          onSelect={onTab}
          idPrefix={ID_PREFIX}
          panelId="cms-panel"
          className="-mx-1 overflow-x-auto border-b border-line pb-2"
          tabClassName="whitespace-nowrap"
        />
      </div>
      <section role="tabpanel" id="cms-panel" aria-labelledby={`${ID_PREFIX}${tab}`} tabIndex={0} className="space-y-4">
        {tab === 'overview' && <OverviewTab input={input} installId={installId} />}
        <Suspense fallback={<TabPending label={labels[tab]} />}>
          {tab === 'plugins' && <PluginsTab input={input} installId={installId} />}
          {tab === 'themes' && <ThemesTab input={input} installId={installId} />}
          {tab === 'users' && <UsersTab input={input} installId={installId} />}
          {tab === 'content' && <ContentTab input={input} installId={installId} />}
          {tab === 'settings' && <SettingsTab input={input} installId={installId} />}
          {tab === 'cache' && <CacheTab input={input} installId={installId} />}
          {tab === 'staging' && <StagingTab input={input} installId={installId} />}
          {tab === 'sql' && <SqlTab input={input} installId={installId} />}
        </Suspense>
      </section>
    </div>
  );
}

/** A tab's code on its way: its name said to a screen reader, the outline of its content shown. */
function TabPending({ label }: { label: string }) {
  return (
    <div className="rounded-card border border-line bg-surface p-4">
      <span role="status" className="sr-only">
        Loading {label}…
      </span>
      <Skeleton lines={4} />
    </div>
  );
}
