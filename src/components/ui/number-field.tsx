// A labelled whole-number field (quantities, limits, TTLs): the Field wiring plus
// a numeric input, so every number entry gets the same keyboard and hints.
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { z } from 'zod';
import { Field } from './field';
import { Input } from './input';

interface NumberFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  schema?: z.ZodType;
  hint?: ReactNode;
  error?: { message?: string };
  required?: boolean;
}

export function NumberField({ label, schema, hint, error, required, ...input }: NumberFieldProps) {
  return (
    <Field label={label} schema={schema} hint={hint} error={error} required={required}>
      {(p) => <Input {...p} type="number" inputMode="numeric" {...input} />}
    </Field>
  );
}
