// Columns of the migrations table: what moves, from where, and how far along. The status and the filing
// time sort the list (ADR 035).
import type { z } from 'zod';
import type { MigrationSummary } from '@contract/migrations';
import { CellLink, linkColumn, statusColumn, timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { statusLabel, statusTone } from './format';
import { ProgressBar } from './migration-progress';
import { displayDomain } from '@/lib/display-domain';

type Row = z.infer<typeof MigrationSummary>;

export const migrationColumns: Column<Row>[] = [
  linkColumn('id', 'Migration', { grow: 1.6, minWidth: 140 }, (m) => (
    <CellLink to="/migrations/$migrationId" params={{ migrationId: String(m.id) }}>
      #{m.id} {m.sourceHost ? `from ${m.sourceHost}` : ''}
    </CellLink>
  )),
  {
    id: 'what',
    header: 'Domains',
    grow: 1.4,
    hideBelow: 'md',
    cell: (m) =>
      m.domains.map(displayDomain).join(', ') || `${m.websiteCount} site(s), ${m.emailAccountCount} mailbox(es)`,
  },
  statusColumn((m) => m.status, statusLabel, statusTone, { grow: 0.9, minWidth: 100, sort: 'status' }),
  {
    id: 'progress',
    header: 'Progress',
    grow: 1.6,
    minWidth: 140,
    hideBelow: 'sm',
    cell: (m) => <ProgressBar m={m} compact />,
  },
  timeColumn('filed', 'Filed', (m) => m.createdAt, 'minute', {
    grow: 1,
    hideBelow: 'lg',
    sort: 'filed',
    sortFirst: 'desc',
  }),
];
