// The site as a visitor's request finds it now (GET /cms/site): reachable and
// its HTTP status, the version and whether an update waits, maintenance mode,
// search-engine visibility, debug mode and the CMS's own site-health verdict.
import type { z } from 'zod';
import type { CmsSiteStatus } from '@contract/apps-cms';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { glossary } from '@/lib/glossary';

export type SiteStatus = z.infer<typeof CmsSiteStatus>;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line py-2 last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

export function SiteStatusCard({ site }: { site: SiteStatus }) {
  return (
    <Card aria-labelledby="cms-status-title">
      <CardTitle>
        <span id="cms-status-title">Site status</span>
      </CardTitle>
      <dl className="text-sm">
        <Fact label="Reachable">
          {site.reachable ? (
            <Badge tone="success">Yes{site.httpStatus ? ` · HTTP ${site.httpStatus}` : ''}</Badge>
          ) : (
            <Badge tone="danger">No{site.httpStatus ? ` · HTTP ${site.httpStatus}` : ''}</Badge>
          )}
        </Fact>
        <Fact label="Version">
          <span className="tabular">{site.version}</span>{' '}
          {site.updateAvailable ? <Badge tone="warning">Update available</Badge> : <Badge>Up to date</Badge>}
        </Fact>
        <Fact label="Maintenance mode">
          {site.maintenanceMode ? <Badge tone="warning">On: visitors see a notice</Badge> : 'Off'}
        </Fact>
        <Fact label="Search engines">
          {site.searchEngineVisible ? 'May index the site' : <Badge tone="warning">Discouraged from indexing</Badge>}
        </Fact>
        <Fact label="Debug mode">{site.debugMode ? <Badge tone="warning">On</Badge> : 'Off'}</Fact>
        <Fact label="Site health">
          <Badge tone={glossary.cmsSiteHealth[site.siteHealth].tone}>
            {glossary.cmsSiteHealth[site.siteHealth].label}
          </Badge>
        </Fact>
      </dl>
      <p className="mt-2 text-xs text-muted">
        Checked <time dateTime={site.checkedAt}>{formatDateTime(site.checkedAt)}</time>
      </p>
    </Card>
  );
}
