// One hosting account: its name, plan, server and state at the top, the button
// into the control panel, then one tab at a time. The tab is URL state, so a
// link can open the account straight at its redirects. A suspended account says
// why, and its editors stay disabled until it is active again.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Notice } from '@/components/ui/notice';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { TabList } from '@/components/ui/tab-list';
import { displayDomain } from '@/lib/display-domain';
import { formatDate } from '@/lib/format';
import { AddonDomainsTab } from './addon-domains-tab';
import { AliasesTab } from './aliases-tab';
import { CredentialsCard } from './credentials-card';
import { HistoryCard } from './history-card';
import { HotlinkTab } from './hotlink-tab';
import { isChangeable, statusLabel, statusTone } from './hosting-format';
import { HttpdCard } from './httpd-card';
import { PanelLoginButton } from './panel-login-button';
import { PreviewUrlCard } from './preview-url-card';
import { hostingQueries } from './queries';
import { ResourceUsageCard } from './resource-usage-card';
import { ResourcesTab } from './resources-tab';
import { UsageCard } from './usage-card';

export const HOSTING_TABS = ['overview', 'domains', 'aliases', 'hotlink', 'access', 'resources'] as const;
export type HostingTab = (typeof HOSTING_TABS)[number];

const labels: Record<HostingTab, string> = {
  overview: 'Overview',
  domains: 'Domains',
  aliases: 'Subdomains & redirects',
  hotlink: 'Hotlink protection',
  access: 'Access',
  resources: 'Resources',
};

interface AccountPageProps {
  input: string;
  tab: HostingTab;
  onTab: (t: HostingTab) => void;
}

export function AccountPage({ input, tab, onTab }: AccountPageProps) {
  const { data: a } = useSuspenseQuery(hostingQueries.account(input));
  const changeable = isChangeable(a.status);
  return (
    <div className="space-y-4">
      <PageHeader
        up={<TrailLink to="/hosting">Web hosting</TrailLink>}
        here={displayDomain(a.domain)}
        title={<span className="break-all">{displayDomain(a.domain)}</span>}
        actions={<PanelLoginButton input={input} disabled={!changeable} />}
      >
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <Badge tone={statusTone[a.status]}>{statusLabel[a.status]}</Badge>
          <span>{a.plan}</span>
          <span>
            Server <span className="font-mono">{a.node}</span>
          </span>
          <span>
            User <span className="font-mono">{a.daUsername}</span>
          </span>
          {a.expiresAt && <span>Expires {formatDate(a.expiresAt)}</span>}
        </p>
      </PageHeader>
      {!changeable && (
        <Notice tone="danger" title={`This hosting account is ${statusLabel[a.status].toLowerCase()}`}>
          <p>
            {a.suspendedReason ? `Reason: ${a.suspendedReason}. ` : ''}
            Its sites are offline and nothing here can be changed until it is active again
            {a.status === 'suspended' ? ': settle what the reason names, or contact support.' : '.'}
          </p>
        </Notice>
      )}
      <TabList
        label="Hosting account sections"
        tabs={HOSTING_TABS}
        labels={labels}
        current={tab}
        onSelect={onTab}
        idPrefix="hosting-tab-"
        panelId="hosting-panel"
        className="-mx-1 overflow-x-auto border-b border-line pb-2"
        tabClassName="whitespace-nowrap"
      />
      <section role="tabpanel" id="hosting-panel" aria-labelledby={`hosting-tab-${tab}`} className="space-y-4">
        {tab === 'overview' && (
          <>
            <div className="grid gap-4 lg:grid-cols-2">
              <UsageCard input={input} />
              <ResourceUsageCard input={input} />
            </div>
            <HistoryCard input={input} />
            <HttpdCard input={input} />
          </>
        )}
        {tab === 'domains' && <AddonDomainsTab input={input} limit={a.limits.addonDomains} changeable={changeable} />}
        {tab === 'aliases' && <AliasesTab input={input} changeable={changeable} />}
        {tab === 'hotlink' && <HotlinkTab input={input} node={a.node} changeable={changeable} />}
        {tab === 'access' && (
          <div className="grid gap-4 lg:grid-cols-2">
            <CredentialsCard input={input} />
            <PreviewUrlCard input={input} changeable={changeable} />
          </div>
        )}
        {tab === 'resources' && <ResourcesTab input={input} />}
      </section>
    </div>
  );
}
