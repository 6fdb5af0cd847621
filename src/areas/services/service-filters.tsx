// Filters of the services list: type and status from the contract's enums,
// and a name search that waits for a pause in typing before changing the URL.
import { useEffect, useState } from 'react';
import { ServiceStatus, ServiceType, servicesOps } from '../../../contract/services';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { statusLabel } from './format';
import type { ServiceFilters } from './queries';

const qSchema = servicesOps.listServices.query.shape.q;

export function ServiceFiltersForm({ filters, onFilters }: { filters: ServiceFilters; onFilters: (f: ServiceFilters) => void }) {
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
    <form role="search" aria-label="Filter services" className="grid gap-3 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
      <Field label="Search" schema={qSchema} length={q.length} error={check.success ? undefined : { message: check.error.issues[0]?.message }}>
        {(p) => <Input {...p} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="name, domain or plan" />}
      </Field>
      <Field label="Type">
        {(p) => (
          <Select {...p} value={filters.type ?? ''} onChange={(e) => onFilters({ ...filters, type: (e.target.value || undefined) as ServiceFilters['type'] })}>
            <option value="">Any type</option>
            {ServiceType.options.map((t) => <option key={t} value={t}>{t}</option>)}
          </Select>
        )}
      </Field>
      <Field label="Status">
        {(p) => (
          <Select {...p} value={filters.status ?? ''} onChange={(e) => onFilters({ ...filters, status: (e.target.value || undefined) as ServiceFilters['status'] })}>
            <option value="">Any status</option>
            {ServiceStatus.options.map((s) => <option key={s} value={s}>{statusLabel[s]}</option>)}
          </Select>
        )}
      </Field>
    </form>
  );
}
