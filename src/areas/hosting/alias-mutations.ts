// Writes of the names that lead to the sites of a hosting account: subdomains,
// domain pointers and URL redirects. Each write names its site as `input` (the
// site's domain); the listings are of the whole account (`account`, its service
// id), and so are the quotas and the referrers hotlink protection always allows.
import type { BodyOf } from '@contract/operation';
import { hostingMeta as hostingOps } from '@/lib/ops-meta/hosting';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { hostingKeys } from './keys';

type Body<K extends keyof typeof hostingOps> = NonNullable<BodyOf<(typeof hostingOps)[K]>>;

const createSubdomain = (account: string) =>
  defineMutation(hostingOps.createSubdomain, {
    request: (body: Body<'createSubdomain'>) => ({ body }),
    invalidates: () => [hostingKeys.subdomains(account), hostingKeys.usage(account), hostingKeys.hotlink(account)],
  });

const createPointer = (account: string) =>
  defineMutation(hostingOps.createDomainPointer, {
    request: (body: Body<'createDomainPointer'>) => ({ body }),
    invalidates: () => [hostingKeys.pointers(account), hostingKeys.hotlink(account)],
  });

const deletePointer = (account: string) =>
  defineMutation(hostingOps.deleteDomainPointer, {
    request: (query: { input: string; domain: string }) => ({ query }),
    invalidates: () => [hostingKeys.pointers(account), hostingKeys.hotlink(account)],
  });

const createRedirect = (account: string) =>
  defineMutation(hostingOps.createUrlRedirect, {
    request: (body: Body<'createUrlRedirect'>) => ({ body }),
    invalidates: () => [hostingKeys.redirects(account)],
  });

const deleteRedirect = (account: string) =>
  defineMutation(hostingOps.deleteUrlRedirect, {
    request: (query: { input: string; id: string }) => ({ query }),
    invalidates: () => [hostingKeys.redirects(account)],
  });

export const useCreateSubdomain = (account: string) => useOperationMutation(createSubdomain(account));
export const useCreatePointer = (account: string) => useOperationMutation(createPointer(account));
export const useDeletePointer = (account: string) => useOperationMutation(deletePointer(account));
export const useCreateRedirect = (account: string) => useOperationMutation(createRedirect(account));
export const useDeleteRedirect = (account: string) => useOperationMutation(deleteRedirect(account));
