// Columns of the hosting accounts table. Phones keep the domain, the status and
// the disk use (the row scrolls sideways if it must); the plan, server and
// expiry come back on wider screens.
import type { z } from 'zod';
import type { HostingAccountSummary } from '@contract/hosting';
import { CellLink, linkColumn, statusColumn, timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { displayDomain } from '@/lib/display-domain';
import { statusLabel, statusTone } from './hosting-format';
import { UsageBar } from './usage-bar';

type Row = z.infer<typeof HostingAccountSummary>;

export const accountColumns: Column<Row>[] = [
  linkColumn('domain', 'Domain', { grow: 2, minWidth: 140, sort: 'domain' }, (a) => (
    <CellLink to="/hosting/$serviceId" params={{ serviceId: String(a.serviceId) }}>
      {displayDomain(a.domain)}
    </CellLink>
  )),
  { id: 'plan', header: 'Plan', grow: 1.4, hideBelow: 'md', sort: 'plan', cell: (a) => a.plan },
  { id: 'node', header: 'Server', grow: 1, hideBelow: 'lg', cell: (a) => <span className="font-mono">{a.node}</span> },
  statusColumn((a) => a.status, statusLabel, statusTone, { grow: 1, minWidth: 92, sort: 'status' }),
  {
    id: 'disk',
    header: 'Disk',
    grow: 1.6,
    minWidth: 110,
    cell: (a) => (
      <UsageBar
        compact
        label={`Disk use of ${displayDomain(a.domain)}`}
        used={a.diskUsedMb}
        limit={a.diskQuotaMb}
        unit="MB"
      />
    ),
  },
  timeColumn('expires', 'Expires', (a) => a.expiresAt, 'day', { grow: 1, hideBelow: 'md' }),
];
