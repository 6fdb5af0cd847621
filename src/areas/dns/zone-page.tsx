// The zone editor: the zone's summary and actions, then one section at a
// time (records, text mode, import, mail, health & lint, propagation).
// The section and the records filters are URL state.
import { lazy, Suspense, useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DNS_ZONE_HEADING } from '@contract/dns-headings';
import { DocumentTitle } from '@/components/layout/page-title';
import { Badge } from '@/components/ui/badge';
import { Breadcrumbs, TrailLink } from '@/components/ui/page-header';
import { Notice } from '@/components/ui/notice';
import { PagePending } from '@/components/ui/spinner';
import { formatDateTime, formatNumber } from '@/lib/format';
import { ExportButton } from './export-button';
import { dnsQueries, type RecordFilters } from './queries';
import { RecordsPanel } from './records-panel';
import { ResetZoneButton } from './reset-zone-button';
import { displayDomain } from '@/lib/display-domain';

// The sections other than the records load when opened: the editor's first view is the records.
const TextModePanel = lazy(() => import('./text-mode-panel').then((m) => ({ default: m.TextModePanel })));
const ImportPanel = lazy(() => import('./import-panel').then((m) => ({ default: m.ImportPanel })));
const MxPanel = lazy(() => import('./mx-panel').then((m) => ({ default: m.MxPanel })));
const HealthPanel = lazy(() => import('./health-panel').then((m) => ({ default: m.HealthPanel })));
const LintPanel = lazy(() => import('./lint-panel').then((m) => ({ default: m.LintPanel })));
const PropagationPanel = lazy(() => import('./propagation-panel').then((m) => ({ default: m.PropagationPanel })));

export const ZONE_TABS = ['records', 'text', 'import', 'mail', 'health', 'propagation'] as const;
export type ZoneTab = (typeof ZONE_TABS)[number];
export interface ZoneSearch extends RecordFilters {
  tab: ZoneTab;
  edit?: string;
}

const labels: Record<ZoneTab, string> = {
  records: 'Records',
  text: 'Text mode',
  import: 'Import',
  mail: 'Mail templates',
  health: 'Health & lint',
  propagation: 'Propagation',
};

interface Props {
  domain: string;
  search: ZoneSearch;
  onSearch: (next: ZoneSearch) => void;
}

export function ZonePage({ domain, search, onSearch }: Props) {
  // The heading is the address's own: it is drawn at once, and the rest when the zone comes. A
  // failure (an unknown zone) goes to the route's error view, as a loader's would.
  const { data: zone } = useQuery({ ...dnsQueries.zone(domain), throwOnError: true });
  const { tab, edit, ...filters } = search;
  const setFilters = useCallback((f: RecordFilters) => onSearch({ tab, ...f }), [onSearch, tab]);
  const editHandled = useCallback(() => onSearch({ ...search, edit: undefined }), [onSearch, search]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* The served page draws the link and the name before the code arrives (server/pages/first-frame.ts). */}
        <div className="min-w-0">
          <DocumentTitle name={displayDomain(zone?.domain ?? domain)} />
          <Breadcrumbs
            up={<TrailLink to="/dns">{DNS_ZONE_HEADING.up}</TrailLink>}
            here={displayDomain(zone?.domain ?? domain)}
          />
          <h1 className="break-all text-2xl font-semibold">{displayDomain(zone?.domain ?? domain)}</h1>
          {zone && (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <span>{formatNumber(zone.recordCount)} records</span>
              <span>
                · serial <span className="tabular">{zone.serial}</span>
              </span>
              <span>· changed {formatDateTime(zone.updatedAt)}</span>
              <Badge tone={zone.delegated ? 'success' : 'warning'}>
                {zone.delegated ? 'live on our nameservers' : 'not delegated here'}
              </Badge>
              {zone.mxTemplate && (
                <Badge tone="neutral">
                  mail: {zone.mxTemplate === 'own' ? 'our mail' : zone.mxTemplate.replace('_', ' ')}
                </Badge>
              )}
            </p>
          )}
        </div>
        {zone && (
          <div className="flex flex-wrap gap-2">
            <ExportButton domain={domain} />
            <ResetZoneButton domain={domain} recordCount={zone.recordCount} />
          </div>
        )}
      </div>
      {!zone ? (
        <PagePending label="Loading the zone…" />
      ) : (
        <>
          {!zone.delegated && (
            <Notice tone="warning" title="Changes here are not live yet">
              The registry sends resolvers to {zone.registryNameservers.join(', ') || 'no nameservers'}. Point the
              domain at {zone.nameservers.join(' and ')} for these records to take effect.
            </Notice>
          )}
          <nav
            aria-label="Zone sections"
            className="-mx-1 flex gap-1 overflow-x-auto border-b border-line pb-px text-sm"
          >
            {ZONE_TABS.map((t) => (
              <Link
                key={t}
                to="/dns/$domain"
                params={{ domain }}
                search={{ tab: t }}
                aria-current={t === tab ? 'page' : undefined}
                className={
                  t === tab
                    ? 'whitespace-nowrap rounded-t-md border-b-2 border-accent px-3 py-2 font-semibold text-accent'
                    : 'whitespace-nowrap rounded-t-md px-3 py-2 text-muted hover:bg-surface-2 hover:text-fg'
                }
              >
                {labels[t]}
              </Link>
            ))}
          </nav>
          {tab === 'records' && (
            <RecordsPanel
              domain={domain}
              filters={filters}
              onFilters={setFilters}
              editId={edit}
              onEditHandled={editHandled}
            />
          )}
          <Suspense fallback={<PagePending label="Loading the section…" />}>
            {tab === 'text' && <TextModePanel domain={domain} />}
            {tab === 'import' && <ImportPanel domain={domain} />}
            {tab === 'mail' && <MxPanel domain={domain} />}
            {tab === 'health' && (
              <div className="grid gap-4 lg:grid-cols-2">
                <HealthPanel domain={domain} />
                <LintPanel domain={domain} />
              </div>
            )}
            {tab === 'propagation' && <PropagationPanel domain={domain} />}
          </Suspense>
        </>
      )}
    </div>
  );
}
