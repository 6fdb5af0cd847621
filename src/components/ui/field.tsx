// A labelled form field: label, control, the limit taken from the contract
// schema, a hint, and the error, all wired with ids for screen readers.
import { useId, type ReactNode } from 'react';
import type { z } from 'zod';
import { describeLimits, limitsOf, type FieldLimits } from '@/lib/form-limits';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

interface FieldProps {
  label: ReactNode;
  /** The contract schema of this field: its limits are shown beside it. */
  schema?: z.ZodType;
  /** The limits themselves, for a field checked without a schema (a zod-free contract rule). */
  limits?: FieldLimits;
  hint?: ReactNode;
  error?: { message?: string };
  required?: boolean;
  /** Current length, for a live "12 / 64" counter next to a max length. */
  length?: number;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ label, schema, limits: given, hint, error, required, length, children }: FieldProps) {
  const id = useId();
  const limits = schema ? limitsOf(schema) : (given ?? {});
  const limitText = describeLimits(limits);
  const hintId = hint || limitText ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const over = limits.maxLength !== undefined && length !== undefined && length > limits.maxLength;

  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
          {required && (
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          )}
        </label>
        {limits.maxLength !== undefined && length !== undefined && (
          <span className={over ? 'text-xs text-danger tabular' : 'text-xs text-muted tabular'} aria-hidden="true">
            {length} / {limits.maxLength}
          </span>
        )}
      </div>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': errorId ? true : undefined,
        'aria-required': required || undefined,
      })}
      {hintId && (
        <p id={hintId} className="text-xs text-muted">
          {[hint, limitText].filter(Boolean).map((part, i) => (
            <span key={i}>
              {i > 0 && ' · '}
              {part}
            </span>
          ))}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="text-sm text-danger">
          {error?.message}
        </p>
      )}
    </div>
  );
}
