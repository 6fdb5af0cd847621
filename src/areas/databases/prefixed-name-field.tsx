// A database or user name field: the account prefix shown in front of what is
// typed, the whole name spelled out under it, and the counter counting the
// whole name against the contract's limit, as the server counts it.
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { withPrefix } from './db-names';

interface PrefixedNameFieldProps {
  label: string;
  /** The contract's schema of the whole name (DatabaseName, DatabaseUsername). */
  schema: z.ZodType;
  prefix: string;
  registration: UseFormRegisterReturn;
  value: string;
  error?: { message?: string };
  autoFocus?: boolean;
}

export function PrefixedNameField({
  label,
  schema,
  prefix,
  registration,
  value,
  error,
  autoFocus,
}: PrefixedNameFieldProps) {
  const whole = withPrefix(prefix, value);
  const hint = prefix
    ? `The account prefix ${prefix} is added: the name will be ${value.trim() ? whole : `${prefix}…`}. Letters, digits and underscores.`
    : 'Letters, digits and underscores.';
  return (
    <Field label={label} schema={schema} error={error} required length={whole.length} hint={hint}>
      {(p) => (
        <div className="flex max-w-md items-stretch">
          {prefix && (
            <span
              aria-hidden="true"
              className="inline-flex items-center rounded-l-md border border-r-0 border-line bg-surface-2 px-3 font-mono text-sm text-muted"
            >
              {prefix}
            </span>
          )}
          <Input
            {...p}
            autoComplete="off"
            spellCheck={false}
            autoFocus={autoFocus}
            className={prefix ? 'rounded-l-none font-mono' : 'font-mono'}
            {...registration}
          />
        </div>
      )}
    </Field>
  );
}
