// One domain: its name and state at the top, then one tab at a time
// (overview, nameservers, DNSSEC, glue, contacts, forwards, transfer). The
// tab is URL state, so a link can open a domain straight at its contacts.
import { lazy, Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/spinner';
import { TabList } from '@/components/ui/tab-list';
import { displayDomain } from '@/lib/display-domain';
import { domainBadges } from './domain-format';
import type { DomainAction } from './domain-order-actions';
import { DomainOverviewTab } from './domain-overview-tab';
import { domainsQueries } from './queries';

export const DOMAIN_TABS = ['overview', 'nameservers', 'dnssec', 'glue', 'contacts', 'forwards', 'transfer'] as const;
export type DomainTab = (typeof DOMAIN_TABS)[number];

// The other tabs (their forms: react-hook-form, the contract's schemas) load when opened, not with
// the overview: a domain's first view loads no zod. The route starts the one its address names
// beside the domain's data (preloadDomainTab).
const tabModules = {
  nameservers: () => import('./nameservers-tab'),
  dnssec: () => import('./dnssec-tab'),
  glue: () => import('./glue-tab'),
  contacts: () => import('./contacts-tab'),
  forwards: () => import('./forwards-tab'),
  transfer: () => import('./domain-transfer-tab'),
} satisfies Record<Exclude<DomainTab, 'overview'>, () => Promise<unknown>>;
const NameserversTab = lazy(() => tabModules.nameservers().then((m) => ({ default: m.NameserversTab })));
const DnssecTab = lazy(() => tabModules.dnssec().then((m) => ({ default: m.DnssecTab })));
const GlueTab = lazy(() => tabModules.glue().then((m) => ({ default: m.GlueTab })));
const ContactsTab = lazy(() => tabModules.contacts().then((m) => ({ default: m.ContactsTab })));
const ForwardsTab = lazy(() => tabModules.forwards().then((m) => ({ default: m.ForwardsTab })));
const DomainTransferTab = lazy(() => tabModules.transfer().then((m) => ({ default: m.DomainTransferTab })));

/** Starts loading a tab's module (the overview's is already there). */
export function preloadDomainTab(tab: DomainTab) {
  if (tab !== 'overview') void tabModules[tab]();
}

const labels: Record<DomainTab, string> = {
  overview: 'Overview',
  nameservers: 'Nameservers',
  dnssec: 'DNSSEC',
  glue: 'Glue records',
  contacts: 'Contacts',
  forwards: 'Forwards',
  transfer: 'Transfer',
};

interface DomainPageProps {
  domain: string;
  tab: DomainTab;
  onTab: (t: DomainTab) => void;
  /** A dialog the address asks to open on arrival (`?action=renew`), and how to drop that from it. */
  action?: DomainAction;
  onActionShown?: () => void;
}

export function DomainPage({ domain, tab, onTab, action, onActionShown }: DomainPageProps) {
  const { data: d } = useSuspenseQuery(domainsQueries.detail(domain));
  const badges = domainBadges(d);
  return (
    <div className="space-y-4">
      <PageHeader
        up={<TrailLink to="/domains">Domains</TrailLink>}
        here={displayDomain(d.domain)}
        title={<span className="break-all">{displayDomain(d.domain)}</span>}
      >
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          {badges.length === 0 ? (
            <Badge tone="success">Active</Badge>
          ) : (
            badges.map((b) => (
              <Badge key={b.label} tone={b.tone}>
                {b.label}
              </Badge>
            ))
          )}
          <span>Registrar: {d.registrar}</span>
        </p>
      </PageHeader>
      <TabList
        label="Domain sections"
        tabs={DOMAIN_TABS}
        labels={labels}
        current={tab}
        onSelect={onTab}
        idPrefix="domain-tab-"
        panelId="domain-panel"
        className="-mx-1 overflow-x-auto border-b border-line pb-2"
        tabClassName="whitespace-nowrap"
      />
      <section role="tabpanel" id="domain-panel" aria-labelledby={`domain-tab-${tab}`} className="space-y-4">
        {tab === 'overview' && <DomainOverviewTab detail={d} action={action} onActionShown={onActionShown} />}
        <Suspense fallback={<Skeleton lines={3} />}>
          {tab === 'nameservers' && <NameserversTab detail={d} />}
          {tab === 'dnssec' && <DnssecTab detail={d} />}
          {tab === 'glue' && <GlueTab domain={d.domain} />}
          {tab === 'contacts' && <ContactsTab domain={d.domain} />}
          {tab === 'forwards' && <ForwardsTab domain={d.domain} />}
          {tab === 'transfer' && <DomainTransferTab detail={d} />}
        </Suspense>
      </section>
    </div>
  );
}
