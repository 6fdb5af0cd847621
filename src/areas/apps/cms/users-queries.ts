// The users of one CMS install, a page of 100 at a time (a site rarely has more;
// more load on request). Stale at once: a role changed in the CMS itself shows
// when the tab is opened again.
import { cmsUserOps } from '@contract/apps-cms-users';
import type { CMS_USER_SORTS, SortValue } from '@contract/list-sorts';
import { cursorListOptions } from '@/lib/cursor-list';
import { appsKeys } from '@/areas/apps/keys';

export type CmsUserSort = SortValue<(typeof CMS_USER_SORTS)[number]>;

/** The users in `sort`'s order (the order they registered when absent). */
export const cmsUsersQuery = (input: string, installId: string, sort?: CmsUserSort) =>
  cursorListOptions(
    appsKeys.cmsUsers(input, installId, sort),
    cmsUserOps.listCmsUsers,
    { input, install_id: installId, sort, limit: 100 },
    { staleTime: 0 },
  );
