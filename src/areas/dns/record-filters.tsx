// Filters of the records table: type, and text that matches names and values.
// An exact-name filter (set by a lint finding's link) shows as a removable chip.
import { useEffect, useState } from 'react';
import { dnsOps } from '../../../contract/dns';
import { RecordType } from '../../../contract/dns-records';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import type { RecordFilters as Filters } from './queries';

const qSchema = dnsOps.listDnsRecords.query.shape.q;

export function RecordFilters({ filters, onFilters }: { filters: Filters; onFilters: (f: Filters) => void }) {
  const [q, setQ] = useState(filters.q ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  const check = qSchema.safeParse(q.trim() || undefined);
  useEffect(() => {
    const next = q.trim() || undefined;
    if (next === filters.q || !qSchema.safeParse(next).success) return;
    const t = setTimeout(() => onFilters({ ...filters, q: next }), 300);
    return () => clearTimeout(t);
  }, [q, filters, onFilters]);

  return (
    <form role="search" aria-label="Filter records" className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
      <div className="min-w-48 flex-1">
        <Field label="Search names and values" schema={qSchema} error={check.success ? undefined : { message: check.error.issues[0]?.message }}>
          {(p) => <Input {...p} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="www, 192.0.2, spf…" />}
        </Field>
      </div>
      <div className="w-36">
        <Field label="Type">
          {(p) => (
            <Select {...p} value={filters.type ?? ''} onChange={(e) => onFilters({ ...filters, type: (e.target.value || undefined) as Filters['type'] })}>
              <option value="">All types</option>
              {RecordType.options.map((t) => <option key={t} value={t}>{t}</option>)}
            </Select>
          )}
        </Field>
      </div>
      {filters.name && (
        <p className="flex items-center gap-2 pb-2 text-sm">
          Name: <code className="rounded bg-surface-2 px-1.5">{filters.name}</code>
          <Button size="sm" variant="ghost" onClick={() => onFilters({ ...filters, name: undefined })} aria-label={`Stop filtering by the name ${filters.name}`}>Clear</Button>
        </p>
      )}
    </form>
  );
}
