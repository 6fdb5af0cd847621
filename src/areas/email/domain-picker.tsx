// Choose which hosted domain a screen works on. Domains come from the
// account's hosting services; `allValue` adds "every domain" (a service id).
import { useQuery } from '@tanstack/react-query';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { ProblemState } from '@/components/ui/problem-state';
import { emailQueries } from './queries';
import { displayDomain } from '@/lib/display-domain';

interface DomainPickerProps {
  value: string | undefined;
  onChange: (value: string) => void;
  /** Offer "All domains" (the first hosting service id: it covers the whole account). */
  allowAll?: boolean;
  label?: string;
}

export function DomainPicker({ value, onChange, allowAll, label = 'Domain' }: DomainPickerProps) {
  const q = useQuery(emailQueries.mailDomains());
  // While the domains load, the same field, disabled: nothing below it moves when they come.
  if (q.isPending)
    return (
      <Field label={label}>
        {(p) => (
          <Select {...p} disabled aria-busy="true" className="max-w-xs">
            <option>Loading domains…</option>
          </Select>
        )}
      </Field>
    );
  if (q.isError) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  const all = allowAll && q.data[0] ? String(q.data[0].serviceId) : null;
  return (
    <Field label={label}>
      {(p) => (
        <Select {...p} value={value ?? ''} onChange={(e) => onChange(e.target.value)} className="max-w-xs">
          {all && <option value={all}>All domains</option>}
          {q.data.map((d) => (
            <option key={d.domain} value={d.domain}>
              {displayDomain(d.domain)}
              {d.status !== 'active' ? ` (${d.status})` : ''}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The default domain of a screen: the first active hosted domain. */
export function useDefaultDomain(): string | undefined {
  const q = useQuery(emailQueries.mailDomains());
  return q.data?.find((d) => d.status === 'active')?.domain ?? q.data?.[0]?.domain;
}
