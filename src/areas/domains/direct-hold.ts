// A hold asked for by one button, with no form: the attempt_key comes from
// what is asked (so a double click finds the same hold), success opens the
// confirmation page, and a refusal is announced as a notice.
import { useMemo } from 'react';
import { problemMessage } from '@/components/ui/problem-state';
import { isProblem } from '@/lib/api-problem';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { useOpenConfirmation } from '@/lib/hold-request';
import { notify } from '@/lib/notices';
import { registryDownForOrder } from './order-problem';

export function useDirectHold<P extends object>(
  prefix: string,
  send: (body: P & { attempt_key: string }) => Promise<{ pendingActionId: string }>,
) {
  const base = useMemo(() => newAttemptBase(prefix), [prefix]);
  const open = useOpenConfirmation();
  /** `failTitle` heads the notice; `domain` names the registry when it does not answer. */
  return async (params: P, failTitle: string, domain: string) => {
    try {
      await open(await send({ ...params, attempt_key: attemptKey(base, params) }));
    } catch (error) {
      if (isProblem(error, 'registry_unavailable')) notify('danger', failTitle, registryDownForOrder(domain));
      else notify('danger', failTitle, problemMessage(error).detail);
    }
  };
}
