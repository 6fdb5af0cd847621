// Reads of the CMS sites screens: the hosting accounts to choose from, the
// sites of one (where the CMS can be installed), the installs of an account,
// one install and its live site status. Keys come from ../keys.ts. Installs
// and status go stale quickly: a site action or an approved hold elsewhere
// shows when the screen is opened again.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { cmsOps } from '@contract/apps-cms';
import { hostingOps, type HostingAccountSummary } from '@contract/hosting';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import { appsKeys } from '../keys';

export type HostingAccountRow = z.infer<typeof HostingAccountSummary>;

const FRESH_MS = 2_000;

/** The account a screen works on by default: the first active one, else the first. */
export const defaultAccount = (accounts: HostingAccountRow[] | undefined) =>
  accounts?.find((a) => a.status === 'active') ?? accounts?.[0];

/** The account an `input` names: its domain or its service id. */
export const accountFor = (accounts: HostingAccountRow[] | undefined, input: string) =>
  accounts?.find((a) => a.domain === input.toLowerCase() || String(a.serviceId) === input);

export const cmsInstallQueries = {
  /** Every hosting account of the person (one page holds them). */
  hostingAccounts: () =>
    queryOptions({
      queryKey: appsKeys.hostingAccounts(),
      queryFn: async ({ signal }) =>
        (await apiRequest(hostingOps.listHostingAccounts, { query: { limit: 100 }, signal })).data,
      staleTime: 5 * 60_000,
    }),
  /** The account's sites, primary domain first: where the CMS can go. */
  sites: (input: string) =>
    queryOptions({
      queryKey: appsKeys.sites(input),
      queryFn: ({ signal }) => apiRequest(hostingOps.listAddonDomains, { query: { input, action: 'list' }, signal }),
      staleTime: 60_000,
    }),
  installs: (input: string) =>
    cursorListOptions(
      appsKeys.cmsInstalls(input),
      cmsOps.listCmsInstalls,
      { input, limit: 100 },
      { staleTime: FRESH_MS },
    ),
  install: (input: string, installId: string) =>
    queryOptions({
      queryKey: appsKeys.cmsInstall(input, installId),
      queryFn: ({ signal }) => apiRequest(cmsOps.getCmsInstall, { query: { input, install_id: installId }, signal }),
      staleTime: FRESH_MS,
    }),
  site: (input: string, installId: string) =>
    queryOptions({
      queryKey: appsKeys.cmsSite(input, installId),
      queryFn: ({ signal }) => apiRequest(cmsOps.getCmsSite, { query: { input, install_id: installId }, signal }),
      staleTime: FRESH_MS,
    }),
};
