// The held orders: registering, renewing, restoring and transferring in a
// domain. Each answers a pending action to confirm; nothing changes (and no
// cache goes stale) until it is approved on the confirmation page.
import { domainsOps } from '@contract/domains';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';

const registerDomain = (domain: string) =>
  defineMutation(domainsOps.registerDomain, {
    request: (body: BodyOf<typeof domainsOps.registerDomain>) => ({ params: { domain }, body }),
  });

const renewDomain = (domain: string) =>
  defineMutation(domainsOps.renewDomain, {
    request: (body: BodyOf<typeof domainsOps.renewDomain>) => ({ params: { domain }, body }),
  });

const restoreDomain = (domain: string) =>
  defineMutation(domainsOps.restoreDomain, {
    request: (body: BodyOf<typeof domainsOps.restoreDomain>) => ({ params: { domain }, body }),
  });

const transferInDomain = (domain: string) =>
  defineMutation(domainsOps.transferInDomain, {
    request: (body: BodyOf<typeof domainsOps.transferInDomain>) => ({ params: { domain }, body }),
  });

export const useRegisterDomain = (domain: string) => useOperationMutation(registerDomain(domain));
export const useRenewDomain = (domain: string) => useOperationMutation(renewDomain(domain));
export const useRestoreDomain = (domain: string) => useOperationMutation(restoreDomain(domain));
export const useTransferInDomain = (domain: string) => useOperationMutation(transferInDomain(domain));
