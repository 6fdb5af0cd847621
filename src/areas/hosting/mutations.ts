// Writes of the hosting account and its addon domains, each declared with the
// keys it makes stale (keys.ts). `account` is the account's input (its service
// id). Deleting an addon domain is a hold: nothing is stale until it is approved
// on the confirmation page, and coming back refetches (queries.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddonDomain } from '@contract/hosting-sites';
import { hostingMeta as hostingOps } from '@/lib/ops-meta/hosting';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { hostingKeys } from './keys';

type Flags = Partial<AddonDomain['features']>;
type AddonList = z.infer<typeof hostingOps.listAddonDomains.response>;

/** Show a toggled flag at once: the list is patched from the answer before it is refetched. */
const patchAddon = (qc: QueryClient, account: string, row: AddonDomain) =>
  qc.setQueryData<AddonList>(hostingKeys.addonDomains(account), (list) =>
    list ? { ...list, data: list.data.map((d) => (d.domain === row.domain ? { ...d, ...row } : d)) } : list,
  );

const createAddon = (account: string) =>
  defineMutation(hostingOps.createAddonDomain, {
    request: (v: { domain: string } & Required<Flags>) => ({
      body: { input: account, action: 'create' as const, ...v },
    }),
    // a new site: the list, the counted quota, the web-server summary and the own referrers change
    invalidates: () => [
      hostingKeys.addonDomains(account),
      hostingKeys.usage(account),
      hostingKeys.httpd(account),
      hostingKeys.hotlink(account),
    ],
  });

const updateAddon = (account: string) =>
  defineMutation(hostingOps.updateAddonDomain, {
    // Only the flag that was switched is sent: the others stay as the server has them.
    request: (v: { domain: string } & Flags) => ({ body: { input: account, action: 'update' as const, ...v } }),
    update: (qc, r) => patchAddon(qc, account, r),
    invalidates: () => [hostingKeys.addonDomains(account), hostingKeys.httpd(account)],
    awaitInvalidation: false,
  });

const deleteAddon = (account: string) =>
  defineMutation(hostingOps.deleteAddonDomain, {
    request: (v: { domain: string; attempt_key: string }) => ({ query: { input: account, ...v } }),
  });

const setHotlink = (account: string) =>
  defineMutation(hostingOps.setHotlinkProtection, {
    request: (v: { enabled?: boolean; extensions?: string }) => ({ body: { input: account, ...v } }),
    // the answer is the state read back
    update: (qc, r) => qc.setQueryData(hostingKeys.hotlink(account), r),
  });

const loginLink = (account: string) =>
  defineMutation(hostingOps.createHostingLoginLink, {
    request: (redirectPath: string | undefined) => ({
      body: { input: account, ...(redirectPath ? { redirect_path: redirectPath } : {}) },
    }),
  });

const temporaryUrl = (account: string) =>
  defineMutation(hostingOps.createTemporaryUrl, {
    request: (v: { domain?: string; hours: number }) => ({ body: { input: account, ...v } }),
  });

export const useCreateAddonDomain = (account: string) => useOperationMutation(createAddon(account));
export const useUpdateAddonDomain = (account: string) => useOperationMutation(updateAddon(account));
export const useDeleteAddonDomain = (account: string) => useOperationMutation(deleteAddon(account));
export const useSetHotlink = (account: string) => useOperationMutation(setHotlink(account));
export const useLoginLink = (account: string) => useOperationMutation(loginLink(account));
export const useTemporaryUrl = (account: string) => useOperationMutation(temporaryUrl(account));
