// Writes of the services area, each declared with the keys it makes stale
// (keys.ts). Buying and removing are holds: the answer is a pending action to
// confirm, so nothing changes here until it is approved; cancelling an
// upgrade awaiting payment changes the service at once.
import type { BodyOf } from '@contract/operation';
import { servicesOps } from '@contract/services';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { servicesKeys } from './keys';

const requestUpgrade = (id: string) =>
  defineMutation(servicesOps.requestServiceUpgrade, {
    request: (body: BodyOf<typeof servicesOps.requestServiceUpgrade>) => ({ params: { service: id }, body }),
  });

const requestAddon = (id: string) =>
  defineMutation(servicesOps.requestServiceAddon, {
    request: (body: BodyOf<typeof servicesOps.requestServiceAddon>) => ({ params: { service: id }, body }),
  });

const cancelUpgrade = (id: string) =>
  defineMutation(servicesOps.cancelServiceUpgrade, {
    request: () => ({ params: { service: id }, query: { input: id } }),
    // the detail and the options both show the scheduled upgrade
    invalidates: () => [servicesKeys.detail(id)],
  });

export const useRequestUpgrade = (id: string) => useOperationMutation(requestUpgrade(id));
export const useRequestAddon = (id: string) => useOperationMutation(requestAddon(id));
export const useCancelUpgrade = (id: string) => useOperationMutation(cancelUpgrade(id));
