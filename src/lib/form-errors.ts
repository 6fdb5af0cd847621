// The one place a server problem becomes form errors. A 422 carries
// errors[] = {path, message, code} with dot-joined paths that are the form's
// field names (forms use the contract's body schema), so they map 1:1.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiProblem } from './api-problem';

export const ROOT_ERROR = 'root.server' as const;

/**
 * Put a failed submit's problem onto the form. Field errors go to their fields
 * (the first gets focus); anything else becomes the form-level message.
 * Returns true when at least one field error was placed.
 */
export function applyProblemToForm<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown): boolean {
  if (!(error instanceof ApiProblem)) {
    setError(ROOT_ERROR, { type: 'unknown', message: 'Something went wrong. Try again.' });
    return false;
  }
  const fieldErrors = error.fieldErrors.filter((e) => e.path !== '');
  fieldErrors.forEach((e, i) => {
    setError(e.path as Path<T>, { type: e.code, message: e.message }, { shouldFocus: i === 0 });
  });
  const formLevel = error.fieldErrors.filter((e) => e.path === '').map((e) => e.message);
  if (fieldErrors.length === 0 || formLevel.length > 0) {
    setError(ROOT_ERROR, { type: error.code, message: [error.problem.detail, ...formLevel].filter(Boolean).join(' ') });
  }
  return fieldErrors.length > 0;
}
