// The filter bar above a list: a text search plus selects and date inputs, all
// reading from and writing to the route's search params through `onFilters`.
import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { SearchField, type SearchCheck } from './search-field';

/** Keys of F whose values are strings (enums, dates, text). */
type TextKey<F> = { [K in keyof F]-?: NonNullable<F[K]> extends string ? K : never }[keyof F] & string;

/** The search box; its text is checked with the contract schema of `q` or its zod-free rule. */
export type SearchSpec = SearchCheck & {
  label: string;
  placeholder: string;
  /** Show the live "12 / 64" counter beside the label (default true). */
  counter?: boolean;
  /** Class of a wrapper around the field, for layouts that size each control. */
  className?: string;
};

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
      /** E.g. which zone the day is counted in. */
      hint?: ReactNode;
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
  // An emptied control removes its param instead of leaving `?status=` behind.
  const set = (name: TextKey<F>, value: string) => onFilters({ ...filters, [name]: value || undefined });

  return (
    <form role="search" aria-label={label} className={className} onSubmit={(e) => e.preventDefault()}>
      <Wrap className={search.className}>
        <SearchField
          label={search.label}
          placeholder={search.placeholder}
          {...(search.rule ? { rule: search.rule } : { schema: search.schema })}
          counter={search.counter !== false}
          value={filters.q}
          onSearch={(q) => onFilters({ ...filters, q })}
        />
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
            <Field label={f.label} hint={f.hint} error={f.error ? { message: f.error } : undefined}>
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
