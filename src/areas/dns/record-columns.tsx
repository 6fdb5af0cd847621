// Columns of the records table. Phones keep select, name, type and actions;
// long values are cut by CSS only, so selecting the cell copies all of it.
import type { DnsRecord } from '@contract/dns-records';
import { actionsColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export interface RecordActions {
  isSelected: (id: string) => boolean;
  toggle: (r: DnsRecord) => void;
  isEditing: (id: string) => boolean;
  edit: (r: DnsRecord) => void;
  remove: (r: DnsRecord) => void;
  view: (r: DnsRecord) => void;
}

export function formatTtl(s: number): string {
  if (s % 86400 === 0) return `${s / 86400} d`;
  if (s % 3600 === 0) return `${s / 3600} h`;
  if (s % 60 === 0) return `${s / 60} min`;
  return `${s} s`;
}

const isLong = (r: DnsRecord) => r.content.length > 60 || (r.type === 'TXT' && r.strings.length > 1);

export function recordColumns(a: RecordActions): Column<DnsRecord>[] {
  return [
    {
      id: 'select',
      header: 'Pick',
      grow: 0.35,
      minWidth: 56,
      cell: (r) => (
        <input
          type="checkbox"
          className="size-4"
          checked={a.isSelected(r.id)}
          disabled={r.locked}
          onChange={() => a.toggle(r)}
          aria-label={
            r.locked ? `${r.type} ${r.fqdn} is managed here and cannot be selected` : `Select ${r.type} ${r.fqdn}`
          }
        />
      ),
    },
    {
      id: 'name',
      sort: 'name',
      header: 'Name',
      grow: 1.4,
      minWidth: 70,
      cell: (r) => (
        <span className="block min-w-0">
          <span className="block truncate font-mono" title={r.fqdn}>
            {r.name}
          </span>
          {/* Phones have no value column: the value shows under the name. */}
          <span className="block truncate font-mono text-xs text-muted sm:hidden">{r.content}</span>
        </span>
      ),
    },
    {
      id: 'type',
      sort: 'type',
      header: 'Type',
      grow: 0.6,
      minWidth: 60,
      cell: (r) => <Badge tone={r.locked ? 'neutral' : 'info'}>{r.type}</Badge>,
    },
    {
      id: 'content',
      sort: 'value',
      header: 'Value',
      grow: 3.2,
      hideBelow: 'sm',
      cell: (r) => (
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-mono text-xs" title={r.content.length > 300 ? undefined : r.content}>
            {r.content}
          </span>
          {isLong(r) && (
            <Button
              size="sm"
              variant="ghost"
              className="shrink-0"
              onClick={() => a.view(r)}
              aria-label={`Show the whole value of ${r.type} ${r.fqdn}`}
            >
              Show
            </Button>
          )}
        </span>
      ),
    },
    {
      id: 'ttl',
      sort: 'ttl',
      header: 'TTL',
      grow: 0.6,
      hideBelow: 'md',
      align: 'end',
      cell: (r) => <span title={`${r.ttl} seconds`}>{formatTtl(r.ttl)}</span>,
    },
    actionsColumn({ grow: 1.1, minWidth: 150 }, (r) =>
      r.locked ? (
        <span className="text-xs text-muted" title="Maintained by us: the SOA serial and our nameservers">
          Managed
        </span>
      ) : (
        <span className="inline-flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => a.edit(r)}
            aria-label={`Edit ${r.type} ${r.fqdn}`}
            aria-expanded={a.isEditing(r.id)}
            data-edit-record={r.id}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost-danger"
            onClick={() => a.remove(r)}
            aria-label={`Delete ${r.type} ${r.fqdn}`}
          >
            Delete
          </Button>
        </span>
      ),
    ),
  ];
}
