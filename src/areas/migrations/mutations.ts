// Writes of the migrations area. Requesting is a hold (nothing is filed until
// it is approved); cancelling a migration that has not started is immediate.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { migrationsOps } from '@contract/migrations';
import type { BodyOf } from '@contract/operation';
import { apiRequest } from '@/lib/api-client';
import { migrationsQueries } from './queries';

export function useRequestMigration() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof migrationsOps.requestMigration>) =>
      apiRequest(migrationsOps.requestMigration, { body }),
  });
}

export function useCancelMigration(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | undefined) =>
      apiRequest(migrationsOps.cancelMigration, { params: { migration: id }, body: reason ? { reason } : {} }),
    onSuccess: (m) => {
      qc.setQueryData(migrationsQueries.detail(id).queryKey, m);
      void qc.invalidateQueries({ queryKey: ['migrations', 'list'] });
    },
  });
}
