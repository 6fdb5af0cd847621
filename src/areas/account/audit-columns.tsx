// Columns of the audit log table. Phones keep time, operation and outcome.
import type { z } from 'zod';
import type { AuditEvent } from '@contract/account';
import type { Column } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { glossary } from '@/lib/glossary';
import { wordsOfOperation } from './operation-words';

type Event = z.infer<typeof AuditEvent>;

export const auditColumns: Column<Event>[] = [
  {
    id: 'at',
    header: 'Time',
    grow: 1.4,
    minWidth: 150,
    // The log sorts by time (ADR 035): newest first on a first click.
    sort: 'time',
    sortFirst: 'desc',
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
    // what was done in words (issue 32), never the operation's id
    cell: (e) => wordsOfOperation(e.operation),
  },
  { id: 'target', header: 'Target', grow: 1.2, hideBelow: 'lg', cell: (e) => e.target ?? '—' },
  {
    id: 'outcome',
    header: 'Outcome',
    grow: 0.8,
    minWidth: 90,
    cell: (e) => <Badge tone={glossary.auditOutcome[e.outcome].tone}>{glossary.auditOutcome[e.outcome].label}</Badge>,
  },
  { id: 'status', header: 'Status', grow: 0.5, hideBelow: 'sm', align: 'end', cell: (e) => e.status },
];
