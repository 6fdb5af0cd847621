// Filter controls for the audit log. Choices come from the contract's enums;
// the text search waits for a pause in typing before it changes the URL.
import { useEffect, useState } from 'react';
import { AuditEvent, accountOps } from '../../../contract/account';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import type { AuditFilters } from './queries';

const outcomes = AuditEvent.shape.outcome.options;
const actors = AuditEvent.shape.actor.shape.kind.options;
const qSchema = accountOps.listAuditLog.query.shape.q;

export function AuditFiltersForm({ filters, onFilters }: { filters: AuditFilters; onFilters: (f: AuditFilters) => void }) {
  const [q, setQ] = useState(filters.q ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  // The contract's own check, so the box refuses exactly what the server would.
  const check = qSchema.safeParse(q.trim() || undefined);
  useEffect(() => {
    const next = q.trim() || undefined;
    if (next === filters.q || !qSchema.safeParse(next).success) return;
    const t = setTimeout(() => onFilters({ ...filters, q: next }), 300);
    return () => clearTimeout(t);
  }, [q, filters, onFilters]);

  return (
    <form role="search" aria-label="Filter audit events" className="grid gap-3 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
      <Field label="Search" schema={qSchema} length={q.length} error={check.success ? undefined : { message: check.error.issues[0]?.message }}>
        {(p) => <Input {...p} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="operation, path or target" />}
      </Field>
      <Field label="Outcome">
        {(p) => (
          <Select {...p} value={filters.outcome ?? ''} onChange={(e) => onFilters({ ...filters, outcome: (e.target.value || undefined) as AuditFilters['outcome'] })}>
            <option value="">Any outcome</option>
            {outcomes.map((o) => <option key={o} value={o}>{o}</option>)}
          </Select>
        )}
      </Field>
      <Field label="Actor">
        {(p) => (
          <Select {...p} value={filters.actor ?? ''} onChange={(e) => onFilters({ ...filters, actor: (e.target.value || undefined) as AuditFilters['actor'] })}>
            <option value="">Anyone</option>
            {actors.map((a) => <option key={a} value={a}>{a}</option>)}
          </Select>
        )}
      </Field>
    </form>
  );
}
