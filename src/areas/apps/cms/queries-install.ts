// Reads of the CMS sites screens: the hosting accounts to choose from, the
// sites of one (where the CMS can be installed), the installs of an account,
// one install and its live site status. Keys come from ../keys.ts. Installs
// and status go stale quickly: a site action or an approved hold elsewhere
// shows when the screen is opened again.
import { queryOptions } from '@tanstack/react-query';
import type { CMS_INSTALL_SORTS, SortValue } from '@contract/list-sorts';
// The operations without their schemas (src/lib/ops-meta): the CMS sites list and an install's
// overview load no zod. They are only called here, never parsed with.
import { appsMeta as cmsOps } from '@/lib/ops-meta/apps';
import { hostingMeta as hostingOps } from '@/lib/ops-meta/hosting';
import { apiRequest } from '@/lib/api-client';
import { hostingAccountsQuery } from '@/lib/hosting-accounts';
import { cursorListOptions } from '@/lib/cursor-list';
import { servedOr } from '@/lib/served-answer';
import { appsKeys } from '@/areas/apps/keys';

export type CmsInstallSort = SortValue<(typeof CMS_INSTALL_SORTS)[number]>;

const FRESH_MS = 2_000;

export const cmsInstallQueries = {
  /** Every hosting account of the person (one page holds them). */
  hostingAccounts: () => hostingAccountsQuery(),
  /** The account's sites, primary domain first: where the CMS can go. */
  sites: (input: string) =>
    queryOptions({
      queryKey: appsKeys.sites(input),
      queryFn: ({ signal }) => apiRequest(hostingOps.listAddonDomains, { query: { input, action: 'list' }, signal }),
      staleTime: 60_000,
    }),
  /** The installs in `sort`'s order (the listing's own when absent). */
  installs: (input: string, sort?: CmsInstallSort) =>
    cursorListOptions(
      appsKeys.cmsInstalls(input, sort),
      cmsOps.listCmsInstalls,
      { input, sort, limit: 100 },
      { staleTime: FRESH_MS },
    ),
  install: (input: string, installId: string) =>
    queryOptions({
      queryKey: appsKeys.cmsInstall(input, installId),
      // The first ask of the page the dashboard was served on takes the install the page carries.
      queryFn: ({ signal }) => {
        const query = { input, install_id: installId };
        return servedOr(cmsOps.getCmsInstall.id, query, () => apiRequest(cmsOps.getCmsInstall, { query, signal }));
      },
      staleTime: FRESH_MS,
    }),
  site: (input: string, installId: string) =>
    queryOptions({
      queryKey: appsKeys.cmsSite(input, installId),
      queryFn: ({ signal }) => apiRequest(cmsOps.getCmsSite, { query: { input, install_id: installId }, signal }),
      staleTime: FRESH_MS,
    }),
};
