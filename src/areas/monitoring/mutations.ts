// Writes of the monitoring area, each declared with the keys it makes stale
// (keys.ts): a new or deleted monitor changes every monitor listing; a deleted
// monitor's events go with it.
import { monitoringMeta as monitoringOps } from '@/lib/ops-meta/monitoring';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { monitoringKeys } from './keys';

export type CreateMonitorInput = NonNullable<BodyOf<typeof monitoringOps.createMonitor>>;

const createMonitor = defineMutation(monitoringOps.createMonitor, {
  request: (body: CreateMonitorInput) => ({ body }),
  invalidates: () => [monitoringKeys.monitorLists()],
});

const deleteMonitor = defineMutation(monitoringOps.deleteMonitor, {
  request: (monitorId: string) => ({ params: { monitor: monitorId } }),
  update: (qc, r) => qc.removeQueries({ queryKey: monitoringKeys.events(r.id) }),
  invalidates: () => [monitoringKeys.monitorLists()],
});

export const useCreateMonitor = () => useOperationMutation(createMonitor);
export const useDeleteMonitor = () => useOperationMutation(deleteMonitor);
