// Approve or reject a pending action. Decisions write the answer straight into
// the detail cache; a 409 (already decided / expired) refetches so the page
// shows the real state.
import type { QueryClient } from '@tanstack/react-query';
import { confirmationOps, type PendingAction } from '@contract/confirmations';
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
    request: (body: { totp?: string }) => ({ params: { id }, body }),
    ...decision(id),
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
