// The form-level message (a problem that belongs to no single field), which applyProblemToForm
// (src/lib/form-errors.ts) puts on the form's root error: a ProblemAlert box above the buttons.
import type { FieldErrors } from 'react-hook-form';
import { ProblemAlert } from './problem-alert';

export function FormAlert({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return <ProblemAlert problem={message} boxed />;
}
