// Approve or reject a pending action. Decisions write the answer straight into
// the detail cache; a 409 (already decided / expired) refetches so the page
// shows the real state.
import type { QueryClient } from '@tanstack/react-query';
import { confirmationOps, type PendingAction } from '@contract/confirmations';
import type { BodyOf } from '@contract/operation';
import { isProblem } from '@/lib/api-problem';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { confirmationKeys } from './keys';

const decision = (id: string) => ({
  update: (qc: QueryClient, action: PendingAction) => qc.setQueryData(confirmationKeys.pendingAction(id), action),
  onError: (qc: QueryClient, error: Error) => {
    if (isProblem(error) && error.status === 409)
      void qc.invalidateQueries({ queryKey: confirmationKeys.pendingAction(id) });
  },
});

const approve = (id: string) =>
  defineMutation(confirmationOps.approvePendingAction, {
    // the step-up: a code, or a passkey's answer to a step-up challenge (docs/decisions/029)
    request: (body: BodyOf<typeof confirmationOps.approvePendingAction>) => ({ params: { id }, body }),
    ...decision(id),
    // An approval may change anything of the account (a domain now awaiting payment, a restore running): every
    // other cached read is marked stale, and read again where the customer goes next, not refetched here.
    invalidates: () => [
      { predicate: (q) => q.queryKey[0] !== confirmationKeys.all()[0], refetchType: 'none' as const },
    ],
  });

const reject = (id: string) =>
  defineMutation(confirmationOps.rejectPendingAction, { request: () => ({ params: { id } }), ...decision(id) });

export function useDecision(id: string) {
  const approveMutation = useOperationMutation(approve(id));
  const rejectMutation = useOperationMutation(reject(id));
  return {
    approve: approveMutation,
    reject: rejectMutation,
    busy: approveMutation.isPending || rejectMutation.isPending,
  };
}
