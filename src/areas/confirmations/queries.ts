// Pending actions: read one, approve or reject it. Decisions write the answer
// straight into the detail cache; a 409 (already decided / expired) refetches
// so the page shows the real state.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmationOps } from '@contract/confirmations';
import type { PendingAction } from '@contract/confirmations';
import { apiRequest } from '@/lib/api-client';
import { isProblem } from '@/lib/api-problem';

export const confirmationQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: ['confirmations', 'detail', { id }],
      queryFn: ({ signal }) => apiRequest(confirmationOps.getPendingAction, { params: { id }, signal }),
      staleTime: 5_000,
      refetchOnWindowFocus: true, // it may have been decided in another tab
    }),
};

export function useDecision(id: string) {
  const queryClient = useQueryClient();
  const key = confirmationQueries.detail(id).queryKey;
  const onSuccess = (action: PendingAction) => queryClient.setQueryData(key, action);
  const onError = (error: unknown) => {
    if (isProblem(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: key });
  };
  const approve = useMutation({
    mutationFn: (body: { totp?: string }) => apiRequest(confirmationOps.approvePendingAction, { params: { id }, body }),
    onSuccess,
    onError,
  });
  const reject = useMutation({
    mutationFn: () => apiRequest(confirmationOps.rejectPendingAction, { params: { id } }),
    onSuccess,
    onError,
  });
  return { approve, reject, busy: approve.isPending || reject.isPending };
}
