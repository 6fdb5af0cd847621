// Asking for a hold from a form: the request carries an attempt_key derived from
// what is asked (so a retry finds the same hold), success opens the hold's
// confirmation page, and a problem lands on the form's fields.
import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { attemptKey, newAttemptBase } from './attempt-key';
import { applyProblemToForm } from './form-errors';

interface Hold {
  pendingActionId: string;
}

/**
 * Opens the hold's confirmation page. A retry (same attempt_key) may answer a hold already decided or expired
 * (its `status` says so, ADR 004): the page then shows what became of it, never a second link to approve.
 */
export function useOpenConfirmation() {
  const navigate = useNavigate();
  return (hold: Hold) =>
    navigate({ to: '/confirm/$pendingActionId', params: { pendingActionId: hold.pendingActionId } });
}

export function useHoldRequest<P extends object>(
  prefix: string,
  send: (body: P & { attempt_key: string }) => Promise<Hold>,
) {
  const base = useMemo(() => newAttemptBase(prefix), [prefix]);
  const open = useOpenConfirmation();
  return async <T extends FieldValues>(params: P, setError: UseFormSetError<T>) => {
    try {
      await open(await send({ ...params, attempt_key: attemptKey(base, params) }));
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  };
}
