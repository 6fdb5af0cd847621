// Writes of the services area. Buying and removing are holds: the answer is a
// pending action to confirm, so nothing changes here until it is approved;
// cancelling an upgrade awaiting payment changes the service at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@contract/operation';
import { servicesOps } from '@contract/services';
import { apiRequest } from '@/lib/api-client';

export function useRequestUpgrade(id: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof servicesOps.requestServiceUpgrade>) =>
      apiRequest(servicesOps.requestServiceUpgrade, { params: { service: id }, body }),
  });
}

export function useRequestAddon(id: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof servicesOps.requestServiceAddon>) =>
      apiRequest(servicesOps.requestServiceAddon, { params: { service: id }, body }),
  });
}

export function useCancelUpgrade(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(servicesOps.cancelServiceUpgrade, { params: { service: id }, query: { input: id } }),
    // the detail and the options both show the scheduled upgrade
    onSuccess: () => qc.invalidateQueries({ queryKey: ['services', 'detail', { id }] }),
  });
}
