// Pending actions: the one read of the area; decisions are in mutations.ts.
import { queryOptions } from '@tanstack/react-query';
import { confirmationOps } from '@contract/confirmations';
import { apiRequest } from '@/lib/api-client';
import { confirmationKeys } from './keys';

export const confirmationQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: confirmationKeys.pendingAction(id),
      queryFn: ({ signal }) => apiRequest(confirmationOps.getPendingAction, { params: { id }, signal }),
      staleTime: 5_000,
      refetchOnWindowFocus: true, // it may have been decided in another tab
    }),
};
