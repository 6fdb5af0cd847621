// The records of a zone: filters, the order (the column headers), the CSV
// export, the virtualized infinite table, selection for bulk delete and TTL
// changes, the add/delete dialogs, and editing in place: one row at a time
// expands into its form. A lint finding links here
// with `edit=<id>`: that record's row opens once loaded.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { DnsRecord, RecordType } from '@contract/dns-records';
import { DNS_RECORD_SEARCH } from '@contract/search-text';
import { DNS_RECORD_SORT_DEFAULT } from '@contract/list-sorts';
import { DataTable } from '@/components/data-table/data-table';
import { ExportLink } from '@/components/data-table/export-link';
import { anyFilter, urlSort } from '@/components/data-table/list-page';
import { FilterBar, type FilterField, type SearchSpec } from '@/components/data-table/filter-bar';
import { valuesOf } from '@/lib/search-params';
import { dnsMeta as dnsOps } from '@/lib/ops-meta/dns';
import { Button } from '@/components/ui/button';
import { dnsQueries, type RecordFilters as Filters } from './queries';
import { recordColumns } from './record-columns';
import { Spinner } from '@/components/ui/spinner';
import { ValueDialog } from './value-dialog';
import { displayDomain } from '@/lib/display-domain';

// The forms (react-hook-form, the record schemas) load when one is opened, not with the list: the
// editor's first view does without them. Pointing at "Add record" starts loading its form.
const loadRecordDialog = () => import('./record-dialog');
const RecordDialog = lazy(() => loadRecordDialog().then((m) => ({ default: m.RecordDialog })));
const RecordInlineEdit = lazy(() => import('./record-inline-edit').then((m) => ({ default: m.RecordInlineEdit })));
const DeleteRecordsDialog = lazy(() =>
  import('./delete-records-dialog').then((m) => ({ default: m.DeleteRecordsDialog })),
);
const BulkTtlDialog = lazy(() => import('./bulk-ttl-dialog').then((m) => ({ default: m.BulkTtlDialog })));

// The first view loads no zod: the search is checked with the contract's zod-free rule, and the
// types are listed without the schema (the compiler holds the list to the contract's enum).
const recordTypes = valuesOf<z.infer<typeof RecordType>>()([
  'A',
  'AAAA',
  'CNAME',
  'MX',
  'TXT',
  'SRV',
  'CAA',
  'NS',
  'SOA',
]);
const search: SearchSpec = {
  label: 'Search names and values',
  placeholder: 'www, 192.0.2, spf…',
  rule: DNS_RECORD_SEARCH,
  counter: false,
  className: 'min-w-48 flex-1',
};
const fields: FilterField<Filters>[] = [
  {
    kind: 'select',
    name: 'type',
    label: 'Type',
    anyLabel: 'All types',
    options: recordTypes,
    className: 'w-36',
  },
];

/** The bulk operation takes at most 200 changes of a kind per call. */
export const MAX_SELECTION = 200;

type Open =
  | { kind: 'add' }
  | { kind: 'delete'; records: DnsRecord[] }
  | { kind: 'ttl' }
  | { kind: 'view'; record: DnsRecord }
  | null;

interface Props {
  domain: string;
  filters: Filters;
  onFilters: (f: Filters) => void;
  editId?: string;
  onEditHandled: () => void;
}

export function RecordsPanel({ domain, filters, onFilters, editId, onEditHandled }: Props) {
  const query = dnsQueries.records(domain, filters);
  const { data } = useInfiniteQuery(query);
  const [selected, setSelected] = useState<Map<string, DnsRecord>>(new Map());
  const [open, setOpen] = useState<Open>(null);
  // The row being edited, by id: the form edits the record as the list has it now.
  const [editingId, setEditingId] = useState<string | null>(null);
  // Whose Edit button gets the focus back once its form has closed (and the row rendered again).
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const loaded = useMemo(() => data?.pages.flatMap((p) => p.data) ?? [], [data]);
  const editing = (editingId && loaded.find((r) => r.id === editingId && !r.locked)) || null;
  const startEdit = (id: string | null) => {
    setReturnFocusTo(null);
    setEditingId(id);
  };

  // A linked record opens as soon as the link arrives (a locked one stays closed); the link is
  // handed back once the record is loaded, so it opens once and not again on a later visit.
  const [linked, setLinked] = useState<string | undefined>(undefined);
  if (editId !== linked) {
    setLinked(editId);
    if (editId) startEdit(editId);
  }
  useEffect(() => {
    if (editId && loaded.some((r) => r.id === editId)) onEditHandled();
  }, [editId, loaded, onEditHandled]);

  useEffect(() => {
    // The closed form's row renders again with its Edit button: focus goes back there.
    if (editing || !returnFocusTo) return;
    root.current?.querySelector<HTMLElement>(`[data-edit-record=${JSON.stringify(returnFocusTo)}]`)?.focus();
  }, [editing, returnFocusTo]);
  const closeEdit = () => {
    setReturnFocusTo(editing?.id ?? null);
    setEditingId(null);
  };

  // One form at a time: adding closes the row being edited.
  const openAdd = () => {
    startEdit(null);
    setOpen({ kind: 'add' });
  };
  const toggle = (r: DnsRecord) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(r.id)) next.delete(r.id);
      else if (next.size < MAX_SELECTION) next.set(r.id, r);
      return next;
    });
  const selectLoaded = () =>
    setSelected(
      new Map(
        loaded
          .filter((r) => !r.locked)
          .slice(0, MAX_SELECTION)
          .map((r) => [r.id, r]),
      ),
    );
  const columns = recordColumns({
    isSelected: (id) => selected.has(id),
    toggle,
    isEditing: (id) => editing?.id === id,
    edit: (record) => (editing?.id === record.id ? closeEdit() : startEdit(record.id)),
    remove: (record) => setOpen({ kind: 'delete', records: [record] }),
    view: (record) => setOpen({ kind: 'view', record }),
  });
  const chosen = [...selected.values()];
  const filtered = anyFilter(filters);

  return (
    <div ref={root} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterBar
          label="Filter records"
          className="flex flex-wrap items-end gap-3"
          filters={filters}
          onFilters={onFilters}
          search={search}
          fields={fields}
        >
          {/* An exact-name filter (set by a lint finding's link) shows as a removable chip. */}
          {filters.name && (
            <p className="flex items-center gap-2 pb-2 text-sm">
              Name: <code className="rounded bg-surface-2 px-1.5">{filters.name}</code>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onFilters({ ...filters, name: undefined })}
                aria-label={`Stop filtering by the name ${filters.name}`}
              >
                Clear
              </Button>
            </p>
          )}
        </FilterBar>
        <div className="flex flex-wrap items-center gap-2">
          <ExportLink
            op={dnsOps.exportDnsRecords}
            query={{ input: domain, ...filters }}
            what={`these records of ${displayDomain(domain)}`}
          />
          <Button
            variant="primary"
            onClick={openAdd}
            onPointerEnter={() => void loadRecordDialog()}
            onFocus={() => void loadRecordDialog()}
          >
            Add record
          </Button>
        </div>
      </div>
      <div
        role="region"
        aria-label="Selected records"
        className="flex min-h-10 flex-wrap items-center gap-2 rounded-md border border-line bg-surface-2/60 px-3 py-1.5 text-sm"
      >
        <span aria-live="polite">
          {chosen.length
            ? `${chosen.length} selected${chosen.length === MAX_SELECTION ? ` (at most ${MAX_SELECTION} at a time)` : ''}`
            : 'Select records to change several at once'}
        </span>
        <span className="ml-auto flex flex-wrap gap-2">
          <Button size="sm" onClick={selectLoaded} disabled={loaded.length === 0}>
            Select loaded
          </Button>
          <Button size="sm" onClick={() => setOpen({ kind: 'ttl' })} disabled={!chosen.length}>
            Change TTL
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => setOpen({ kind: 'delete', records: chosen })}
            disabled={!chosen.length}
          >
            Delete selected
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())} disabled={!chosen.length}>
            Clear
          </Button>
        </span>
      </div>
      <DataTable
        query={query}
        columns={columns}
        getRowId={(r) => r.id}
        label={`DNS records of ${domain}`}
        sort={urlSort(filters, onFilters, DNS_RECORD_SORT_DEFAULT)}
        expandedRowId={editing?.id}
        renderExpanded={(record) => (
          <Suspense fallback={<Spinner label="Loading the form…" />}>
            <RecordInlineEdit domain={domain} record={record} onClose={closeEdit} />
          </Suspense>
        )}
        empty={{
          title: filtered ? 'No records match these filters' : 'This zone has no records yet',
          body: filtered
            ? 'Clear a filter to see more.'
            : 'Add one, import a zone file, or reset the zone to its defaults.',
        }}
      />
      <Suspense fallback={null}>
        {open?.kind === 'add' && <RecordDialog domain={domain} open onClose={() => setOpen(null)} />}
        {open?.kind === 'delete' && (
          <DeleteRecordsDialog
            domain={domain}
            records={open.records}
            onClose={() => setOpen(null)}
            onDeleted={(ids) => setSelected((s) => new Map([...s].filter(([id]) => !ids.includes(id))))}
          />
        )}
        {open?.kind === 'ttl' && (
          <BulkTtlDialog
            domain={domain}
            records={chosen}
            open
            onClose={() => setOpen(null)}
            onDone={() => setSelected(new Map())}
          />
        )}
      </Suspense>
      <ValueDialog record={open?.kind === 'view' ? open.record : null} onClose={() => setOpen(null)} />
    </div>
  );
}
