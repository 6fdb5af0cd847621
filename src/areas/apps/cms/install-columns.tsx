// Columns of the CMS installs table. A staging copy says which production
// install it copies; phones keep the site, the version and the staging badge.
// Site and Created sort the list on the server (ADR 035).
import { CellLink, linkColumn, timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { installLocation } from '@contract/cms-install-location';
import { autoUpdateLabels, type InstallRow } from './install-format';

export function installColumns(input: string, byId: ReadonlyMap<string, InstallRow>): Column<InstallRow>[] {
  return [
    linkColumn('site', 'Site', { grow: 3, minWidth: 160, sort: 'site' }, (i) => (
      <span className="inline-flex min-w-0 items-center gap-2">
        <CellLink
          to="/apps/cms/$installId"
          params={{ installId: i.id }}
          search={{ input }}
          className="truncate"
          title={i.url}
        >
          {installLocation(i)}
        </CellLink>
        {i.isStaging && (
          <Badge tone="info">
            {i.stagingOf
              ? `Staging of ${byId.get(i.stagingOf) ? installLocation(byId.get(i.stagingOf)!) : i.stagingOf}`
              : 'Staging'}
          </Badge>
        )}
      </span>
    )),
    {
      id: 'version',
      header: 'Version',
      grow: 1.6,
      minWidth: 110,
      cell: (i) => (
        <span className="inline-flex items-center gap-2">
          <span className="tabular">{i.version}</span>
          {i.updateAvailable && (
            <Badge tone="warning">
              <span title={`Version ${i.latestVersion} is available`}>Update {i.latestVersion}</span>
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'auto-update',
      header: 'Auto-update',
      grow: 1.2,
      hideBelow: 'md',
      cell: (i) => autoUpdateLabels[i.autoUpdate],
    },
    timeColumn('created', 'Created', (i) => i.createdAt, 'day', {
      grow: 1,
      hideBelow: 'lg',
      sort: 'created',
      sortFirst: 'desc',
    }),
  ];
}
