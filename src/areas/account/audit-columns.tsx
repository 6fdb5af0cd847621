// Columns of the audit log table. Phones keep time, operation and outcome.
import type { z } from 'zod';
import type { AuditEvent } from '@contract/account';
import type { Column } from '@/components/data-table/columns';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

type Event = z.infer<typeof AuditEvent>;

const outcomeTone: Record<Event['outcome'], BadgeTone> = {
  success: 'success',
  approved: 'success',
  held: 'info',
  rejected: 'neutral',
  failed: 'danger',
  denied: 'warning',
};

export const auditColumns: Column<Event>[] = [
  {
    id: 'at',
    header: 'Time',
    grow: 1.4,
    minWidth: 150,
    cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
  },
  {
    id: 'actor',
    header: 'Actor',
    grow: 1.3,
    hideBelow: 'md',
    cell: (e) => (
      <span title={`${e.actor.kind}: ${e.actor.name}`}>
        {e.actor.name} <span className="text-xs text-muted">({e.actor.kind})</span>
      </span>
    ),
  },
  {
    id: 'operation',
    header: 'Operation',
    grow: 1.5,
    cell: (e) => <code className="font-mono text-xs">{e.operation}</code>,
  },
  { id: 'target', header: 'Target', grow: 1.2, hideBelow: 'lg', cell: (e) => e.target ?? '—' },
  {
    id: 'outcome',
    header: 'Outcome',
    grow: 0.8,
    minWidth: 90,
    cell: (e) => <Badge tone={outcomeTone[e.outcome]}>{e.outcome}</Badge>,
  },
  { id: 'status', header: 'Status', grow: 0.5, hideBelow: 'sm', align: 'end', cell: (e) => e.status },
];
