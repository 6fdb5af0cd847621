// Asking for a held order from a form. Like useHoldRequest (lib/hold-request):
// an attempt_key derived from what is asked, and the confirmation page on
// success; but a registry that does not answer is said in the customer's terms
// (which registry, and that nothing was ordered), since retrying is the remedy.
import { useMemo } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { isProblem } from '@/lib/api-problem';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { applyProblemToForm, ROOT_ERROR } from '@/lib/form-errors';
import { useOpenConfirmation } from '@/lib/hold-request';
import { registryDownForOrder } from './order-problem';

interface Hold {
  pendingActionId: string;
}

export function useOrderHold<P extends object>(
  prefix: string,
  send: (body: P & { attempt_key: string }) => Promise<Hold>,
) {
  const base = useMemo(() => newAttemptBase(prefix), [prefix]);
  const open = useOpenConfirmation();
  /** `domain`: the name ordered, in ASCII form; its TLD names the registry in the message. */
  return async <T extends FieldValues>(domain: string, params: P, setError: UseFormSetError<T>) => {
    try {
      await open(await send({ ...params, attempt_key: attemptKey(base, params) }));
    } catch (error) {
      if (isProblem(error, 'registry_unavailable')) {
        setError(ROOT_ERROR, { type: 'registry_unavailable', message: `${registryDownForOrder(domain)} Try again.` });
      } else applyProblemToForm(setError, error);
    }
  };
}
