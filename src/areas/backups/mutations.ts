// Writes of the backups area. Requesting a restore is a hold: the answer is a
// pending action to approve on the confirmation page, so nothing is stale
// until then (the restores list is read again when the screen is opened).
// Cancelling is immediate and shows in the restores list at once.
import { backupsMeta as backupsOps } from '@/lib/ops-meta/backups';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { backupsKeys } from './keys';

export type RestoreRequest = Omit<NonNullable<BodyOf<typeof backupsOps.requestBackupRestore>>, 'input'>;

const requestRestore = (input: string) =>
  defineMutation(backupsOps.requestBackupRestore, {
    request: (body: RestoreRequest) => ({ body: { ...body, input } }),
  });

const cancelRestore = (input: string) =>
  defineMutation(backupsOps.cancelRestore, {
    request: (id: string) => ({ params: { restore: id } }),
    invalidates: () => [backupsKeys.restores(input)],
  });

export const useRequestRestore = (input: string) => useOperationMutation(requestRestore(input));
export const useCancelRestore = (input: string) => useOperationMutation(cancelRestore(input));
