// Filter controls of the invoice list: status, kind, issue dates and a number
// search. Choices come from the contract's enums; the search waits for a pause.
import { useEffect, useState } from 'react';
import { billingOps, InvoiceKind, InvoiceStatus } from '../../../contract/billing';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { kindLabel, statusLabel } from './billing-format';
import type { InvoiceFilters } from './queries';

const qSchema = billingOps.listInvoices.query.shape.q;
// Draft invoices are never shown to customers, so there is nothing to filter for.
const statuses = InvoiceStatus.options.filter((s) => s !== 'draft');

export function InvoiceFiltersForm({ filters, onFilters }: { filters: InvoiceFilters; onFilters: (f: InvoiceFilters) => void }) {
  const [q, setQ] = useState(filters.q ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  const check = qSchema.safeParse(q.trim() || undefined);
  useEffect(() => {
    const next = q.trim() || undefined;
    if (next === filters.q || !qSchema.safeParse(next).success) return;
    const t = setTimeout(() => onFilters({ ...filters, q: next }), 300);
    return () => clearTimeout(t);
  }, [q, filters, onFilters]);
  const reversed = Boolean(filters.issued_from && filters.issued_to && filters.issued_from > filters.issued_to);
  const set = (patch: Partial<InvoiceFilters>) => onFilters({ ...filters, ...patch });

  return (
    <form role="search" aria-label="Filter invoices" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(e) => e.preventDefault()}>
      <Field label="Number or OCR" schema={qSchema} length={q.length} error={check.success ? undefined : { message: check.error.issues[0]?.message }}>
        {(p) => <Input {...p} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="INV-2026-…" />}
      </Field>
      <Field label="Status" hint={filters.status === 'unpaid' ? 'Includes overdue' : undefined}>
        {(p) => (
          <Select {...p} value={filters.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as InvoiceFilters['status'] })}>
            <option value="">Any status</option>
            {statuses.map((s) => <option key={s} value={s}>{statusLabel[s]}</option>)}
          </Select>
        )}
      </Field>
      <Field label="Kind">
        {(p) => (
          <Select {...p} value={filters.kind ?? ''} onChange={(e) => set({ kind: (e.target.value || undefined) as InvoiceFilters['kind'] })}>
            <option value="">Any kind</option>
            {InvoiceKind.options.map((k) => <option key={k} value={k}>{kindLabel[k]}</option>)}
          </Select>
        )}
      </Field>
      <Field label="Issued from">
        {(p) => <Input {...p} type="date" value={filters.issued_from ?? ''} onChange={(e) => set({ issued_from: e.target.value || undefined })} />}
      </Field>
      <Field label="Issued to" error={reversed ? { message: 'Pick a date on or after “Issued from”' } : undefined}>
        {(p) => <Input {...p} type="date" value={filters.issued_to ?? ''} min={filters.issued_from} onChange={(e) => set({ issued_to: e.target.value || undefined })} />}
      </Field>
    </form>
  );
}
