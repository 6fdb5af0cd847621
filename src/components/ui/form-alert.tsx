// The form-level message (a problem that belongs to no single field).
// role="alert" so it is read out when a submit fails.
import type { FieldErrors } from 'react-hook-form';

export function FormAlert({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
      {message}
    </div>
  );
}
