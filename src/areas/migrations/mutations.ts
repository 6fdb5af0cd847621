// Writes of the migrations area, each declared with the keys it makes stale
// (keys.ts). Requesting is a hold (nothing is filed until it is approved);
// cancelling a migration that has not started is immediate.
import { migrationsOps } from '@contract/migrations';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { migrationsKeys } from './keys';

const requestMigration = defineMutation(migrationsOps.requestMigration, {
  request: (body: BodyOf<typeof migrationsOps.requestMigration>) => ({ body }),
});

const cancelMigration = (id: string) =>
  defineMutation(migrationsOps.cancelMigration, {
    request: (reason: string | undefined) => ({ params: { migration: id }, body: reason ? { reason } : {} }),
    update: (qc, m) => qc.setQueryData(migrationsKeys.detail(id), m),
    invalidates: () => [migrationsKeys.lists()],
    awaitInvalidation: false,
  });

export const useRequestMigration = () => useOperationMutation(requestMigration);
export const useCancelMigration = (id: string) => useOperationMutation(cancelMigration(id));
