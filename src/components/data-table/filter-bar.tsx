// The filter bar above a list: a text search plus selects and date inputs, all
// reading from and writing to the route's search params through `onFilters`.
// The search waits for a pause in typing so each keystroke is not a new URL
// (and a new request), and it checks the text with the contract's own schema
// so the box refuses exactly what the server would.
import { useEffect, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';

const DEBOUNCE_MS = 300;

/** Keys of F whose values are strings (enums, dates, text). */
type TextKey<F> = { [K in keyof F]-?: NonNullable<F[K]> extends string ? K : never }[keyof F] & string;

export interface SearchSpec {
  label: string;
  placeholder: string;
  /** The contract schema of the `q` query param. */
  schema: z.ZodType;
  /** Show the live "12 / 64" counter beside the label (default true). */
  counter?: boolean;
  /** Class of a wrapper around the field, for layouts that size each control. */
  className?: string;
}

export type FilterField<F> =
  | {
      kind: 'select';
      name: TextKey<F>;
      label: string;
      /** Text of the empty choice that removes this filter. */
      anyLabel: string;
      options: readonly string[];
      /** Display text per option value; the raw value is shown when missing. */
      optionLabels?: Partial<Record<string, string>>;
      hint?: ReactNode;
      className?: string;
    }
  | {
      kind: 'date';
      name: TextKey<F>;
      label: string;
      min?: string;
      error?: string;
      className?: string;
    };

interface FilterBarProps<F extends { q?: string }> {
  /** Accessible name of the search landmark. */
  label: string;
  className: string;
  filters: F;
  onFilters: (f: F) => void;
  search: SearchSpec;
  fields: FilterField<F>[];
  /** Extra controls after the fields, e.g. a removable chip for a filter set elsewhere. */
  children?: ReactNode;
}

export function FilterBar<F extends { q?: string }>({
  label,
  className,
  filters,
  onFilters,
  search,
  fields,
  children,
}: FilterBarProps<F>) {
  const [q, setQ] = useState(filters.q ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  const check = search.schema.safeParse(q.trim() || undefined);
  useEffect(() => {
    const next = q.trim() || undefined;
    if (next === filters.q || !search.schema.safeParse(next).success) return;
    const t = setTimeout(() => onFilters({ ...filters, q: next }), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [q, filters, onFilters, search.schema]);
  // An emptied control removes its param instead of leaving `?status=` behind.
  const set = (name: TextKey<F>, value: string) => onFilters({ ...filters, [name]: value || undefined });

  return (
    <form role="search" aria-label={label} className={className} onSubmit={(e) => e.preventDefault()}>
      <Wrap className={search.className}>
        <Field
          label={search.label}
          schema={search.schema}
          length={search.counter === false ? undefined : q.length}
          error={check.success ? undefined : { message: check.error.issues[0]?.message }}
        >
          {(p) => (
            <Input
              {...p}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={search.placeholder}
            />
          )}
        </Field>
      </Wrap>
      {fields.map((f) => (
        <Wrap key={f.name} className={f.className}>
          {f.kind === 'select' ? (
            <Field label={f.label} hint={f.hint}>
              {(p) => (
                <Select
                  {...p}
                  value={(filters[f.name] as string | undefined) ?? ''}
                  onChange={(e) => set(f.name, e.target.value)}
                >
                  <option value="">{f.anyLabel}</option>
                  {f.options.map((o) => (
                    <option key={o} value={o}>
                      {f.optionLabels?.[o] ?? o}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : (
            <Field label={f.label} error={f.error ? { message: f.error } : undefined}>
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  value={(filters[f.name] as string | undefined) ?? ''}
                  min={f.min}
                  onChange={(e) => set(f.name, e.target.value)}
                />
              )}
            </Field>
          )}
        </Wrap>
      ))}
      {children}
    </form>
  );
}

function Wrap({ className, children }: { className?: string; children: ReactNode }) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}
