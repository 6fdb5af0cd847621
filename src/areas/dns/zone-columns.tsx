// Columns of the zones list; the domain opens the zone editor. The zone, its record count and its last
// change sort the list (`sort`, contract/list-sorts.ts DNS_ZONE_SORTS).
import type { z } from 'zod';
import type { DnsZoneSummary } from '@contract/dns';
import { CellLink, linkColumn, timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { displayDomain } from '@/lib/display-domain';
import { formatNumber } from '@/lib/format';

type Zone = z.infer<typeof DnsZoneSummary>;

export const zoneColumns: Column<Zone>[] = [
  linkColumn('domain', 'Zone', { grow: 2, minWidth: 160, sort: 'domain' }, (z) => (
    <CellLink to="/dns/$domain" params={{ domain: z.domain }} search={{ tab: 'records' }} className="underline">
      {displayDomain(z.domain)}
    </CellLink>
  )),
  {
    id: 'records',
    header: 'Records',
    grow: 0.7,
    align: 'end',
    sort: 'records',
    sortFirst: 'desc',
    cell: (z) => formatNumber(z.recordCount),
  },
  {
    id: 'delegated',
    header: 'Delegation',
    grow: 1,
    hideBelow: 'sm',
    cell: (z) => (
      <Badge tone={z.delegated ? 'success' : 'warning'}>{z.delegated ? 'our nameservers' : 'elsewhere'}</Badge>
    ),
  },
  {
    id: 'serial',
    header: 'Serial',
    grow: 1,
    hideBelow: 'md',
    align: 'end',
    cell: (z) => <span className="tabular">{z.serial}</span>,
  },
  timeColumn('updated', 'Changed', (z) => z.updatedAt, 'minute', {
    grow: 1.2,
    hideBelow: 'lg',
    sort: 'updated',
    sortFirst: 'desc',
  }),
];
