// Columns of the migrations table: what moves, from where, and how far along.
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { MigrationSummary } from '@contract/migrations';
import type { Column } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { statusLabel, statusTone } from './format';
import { ProgressBar } from './migration-progress';

type Row = z.infer<typeof MigrationSummary>;

export const migrationColumns: Column<Row>[] = [
  {
    id: 'id',
    header: 'Migration',
    grow: 1.6,
    minWidth: 140,
    cell: (m) => (
      <Link
        to="/migrations/$migrationId"
        params={{ migrationId: String(m.id) }}
        className="font-medium text-accent hover:underline"
      >
        #{m.id} {m.sourceHost ? `from ${m.sourceHost}` : ''}
      </Link>
    ),
  },
  {
    id: 'what',
    header: 'Domains',
    grow: 1.4,
    hideBelow: 'md',
    cell: (m) => m.domains.join(', ') || `${m.websiteCount} site(s), ${m.emailAccountCount} mailbox(es)`,
  },
  {
    id: 'status',
    header: 'Status',
    grow: 0.9,
    minWidth: 100,
    cell: (m) => <Badge tone={statusTone[m.status]}>{statusLabel[m.status]}</Badge>,
  },
  {
    id: 'progress',
    header: 'Progress',
    grow: 1.6,
    minWidth: 140,
    hideBelow: 'sm',
    cell: (m) => <ProgressBar m={m} compact />,
  },
  {
    id: 'filed',
    header: 'Filed',
    grow: 1,
    hideBelow: 'lg',
    cell: (m) => <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>,
  },
];
