// Writes of the domains area's portfolio and registry data, each declared with
// the keys it makes stale (keys.ts). Nameservers, glue and contacts are holds:
// the answer is a pending action to approve on the confirmation page, so
// nothing is stale until then (coming back refetches: queries.ts). Order,
// transfer and Snapback writes are in their own *-mutations.ts files.
import type { QueryClient } from '@tanstack/react-query';
import type { RegistrarDomainDetail } from '@contract/domains';
import type { BodyOf } from '@contract/operation';
import type { z } from 'zod';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
// The operations without their schemas: these writes only send them (the overview's
// verification banner resends through here, and must not load the domains contract).
import { domainsMeta as domainsOps } from '@/lib/ops-meta/domains';
import { domainsKeys } from './keys';

type Body<K extends keyof typeof domainsOps> = NonNullable<BodyOf<(typeof domainsOps)[K]>>;
type Detail = z.infer<typeof RegistrarDomainDetail>;

const byDomain = (domain: string) => ({ domain });

/** Patch the loaded detail in place, so a toggle shows its new state before the refetch. */
const patchDetail = (qc: QueryClient, domain: string, patch: Partial<Detail>) =>
  qc.setQueryData<Detail>(domainsKeys.detail(domain), (d) => (d ? { ...d, ...patch } : d));

const setAutoRenew = (domain: string) =>
  defineMutation(domainsOps.setDomainAutoRenew, {
    request: (enabled: boolean) => ({ params: byDomain(domain), body: { enabled } }),
    update: (qc, r) => patchDetail(qc, domain, { autoRenew: r.autoRenew }),
    // the lifecycle says "renews automatically on …" or not; the list shows the state
    invalidates: () => [domainsKeys.lifecycle(domain), domainsKeys.lists()],
  });

const syncStatus = (domain: string) =>
  defineMutation(domainsOps.syncDomainStatus, {
    request: () => ({ params: byDomain(domain) }),
    update: (qc, r) => qc.setQueryData(domainsKeys.statusSync(domain), r),
    // it writes nothing of ours but the time of the last look at the registry
    invalidates: () => [domainsKeys.detail(domain)],
    awaitInvalidation: false,
  });

const resendVerification = (domain: string) =>
  defineMutation(domainsOps.resendRegistrantVerification, {
    request: () => ({ params: byDomain(domain) }),
    update: (qc, r) => qc.setQueryData(domainsKeys.verification(domain), { ...r.verification, target: r.target }),
    invalidates: () => [domainsKeys.lists()],
    awaitInvalidation: false,
  });

const changeNameservers = (domain: string) =>
  defineMutation(domainsOps.changeDomainNameservers, {
    request: (body: Body<'changeDomainNameservers'>) => ({ params: byDomain(domain), body }),
  });

const switchToProviderNameservers = (domain: string) =>
  defineMutation(domainsOps.useProviderNameservers, {
    request: (body: Body<'useProviderNameservers'>) => ({ params: byDomain(domain), body }),
  });

/** DNSSEC writes answer with the whole state: it replaces the cached one. */
const dnssecViews = (domain: string) => [domainsKeys.detail(domain), domainsKeys.lists()];

const addDsRecord = (domain: string) =>
  defineMutation(domainsOps.manageDomainDsRecords, {
    request: (ds: Omit<Body<'manageDomainDsRecords'>, 'action' | 'record_id'>) => ({
      params: byDomain(domain),
      body: { ...ds, action: 'add' as const },
    }),
    update: (qc, r) => qc.setQueryData(domainsKeys.dnssec(domain), r),
    invalidates: () => dnssecViews(domain),
    awaitInvalidation: false,
  });

const deleteDsRecord = (domain: string) =>
  defineMutation(domainsOps.deleteDomainDsRecord, {
    request: (recordId: string) => ({ params: { domain, recordId } }),
    update: (qc, r) => qc.setQueryData(domainsKeys.dnssec(domain), r.dnssec),
    invalidates: () => dnssecViews(domain),
    awaitInvalidation: false,
  });

const setDnssecAuto = (domain: string) =>
  defineMutation(domainsOps.setDomainDnssecAuto, {
    request: (enabled: boolean) => ({ params: byDomain(domain), body: { enabled } }),
    update: (qc, r) => qc.setQueryData(domainsKeys.dnssec(domain), r),
    invalidates: () => dnssecViews(domain),
    awaitInvalidation: false,
  });

const setGlue = (domain: string) =>
  defineMutation(domainsOps.setDomainGlue, {
    request: (body: Body<'setDomainGlue'>) => ({ params: byDomain(domain), body }),
  });

const deleteGlue = (domain: string) =>
  defineMutation(domainsOps.deleteDomainGlue, {
    request: (query: { hostname: string; attempt_key: string }) => ({ params: byDomain(domain), query }),
  });

const updateContacts = (domain: string) =>
  defineMutation(domainsOps.updateDomainContacts, {
    request: (body: Body<'updateDomainContacts'>) => ({ params: byDomain(domain), body }),
  });

const createForward = (domain: string) =>
  defineMutation(domainsOps.createDomainWebForward, {
    request: (body: Body<'createDomainWebForward'>) => ({ params: byDomain(domain), body }),
    invalidates: () => [domainsKeys.forwards(domain)],
  });

const deleteForward = (domain: string) =>
  defineMutation(domainsOps.deleteDomainWebForward, {
    request: (id: number) => ({ params: { domain, redirect: String(id) } }),
    invalidates: () => [domainsKeys.forwards(domain)],
  });

export const useSetAutoRenew = (domain: string) => useOperationMutation(setAutoRenew(domain));
export const useSyncStatus = (domain: string) => useOperationMutation(syncStatus(domain));
export const useResendVerification = (domain: string) => useOperationMutation(resendVerification(domain));
export const useChangeNameservers = (domain: string) => useOperationMutation(changeNameservers(domain));
export const useSwitchToProviderNameservers = (domain: string) =>
  useOperationMutation(switchToProviderNameservers(domain));
export const useAddDsRecord = (domain: string) => useOperationMutation(addDsRecord(domain));
export const useDeleteDsRecord = (domain: string) => useOperationMutation(deleteDsRecord(domain));
export const useSetDnssecAuto = (domain: string) => useOperationMutation(setDnssecAuto(domain));
export const useSetGlue = (domain: string) => useOperationMutation(setGlue(domain));
export const useDeleteGlue = (domain: string) => useOperationMutation(deleteGlue(domain));
export const useUpdateContacts = (domain: string) => useOperationMutation(updateContacts(domain));
export const useCreateForward = (domain: string) => useOperationMutation(createForward(domain));
export const useDeleteForward = (domain: string) => useOperationMutation(deleteForward(domain));
