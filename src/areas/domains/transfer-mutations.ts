// Writes of inbound transfers. The precheck reads the registry and costs
// nothing; starting a paid transfer changes it at once; cancelling and retrying
// are holds, so nothing changes until they are approved.
import { domainsOps } from '@contract/domains';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { domainsKeys } from './keys';

const precheckTransfer = defineMutation(domainsOps.precheckDomainTransfer, {
  request: (body: BodyOf<typeof domainsOps.precheckDomainTransfer>) => ({ body }),
});

const initiateTransfer = defineMutation(domainsOps.initiateDomainTransfer, {
  request: (body: BodyOf<typeof domainsOps.initiateDomainTransfer>) => ({ body }),
  update: (qc, t) => qc.setQueryData(domainsKeys.transfer(String(t.id)), t),
  // every transfers list (any status filter) shows it with its new stage
  invalidates: () => [domainsKeys.transfers()],
});

const cancelTransfer = (id: string) =>
  defineMutation(domainsOps.cancelDomainTransfer, {
    request: (body: BodyOf<typeof domainsOps.cancelDomainTransfer>) => ({ params: { transfer: id }, body }),
  });

const retryTransfer = (id: string) =>
  defineMutation(domainsOps.retryDomainTransfer, {
    request: (body: BodyOf<typeof domainsOps.retryDomainTransfer>) => ({ params: { transfer: id }, body }),
  });

export const usePrecheckTransfer = () => useOperationMutation(precheckTransfer);
export const useInitiateTransfer = () => useOperationMutation(initiateTransfer);
export const useCancelTransfer = (id: string) => useOperationMutation(cancelTransfer(id));
export const useRetryTransfer = (id: string) => useOperationMutation(retryTransfer(id));
