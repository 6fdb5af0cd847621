// The users of one CMS install, a page of 100 at a time (a site rarely has more;
// more load on request). Stale at once: a role changed in the CMS itself shows
// when the tab is opened again.
import { cmsUserOps } from '@contract/apps-cms-users';
import { cursorListOptions } from '@/lib/cursor-list';
import { appsKeys } from '@/areas/apps/keys';

export const cmsUsersQuery = (input: string, installId: string) =>
  cursorListOptions(
    appsKeys.cmsUsers(input, installId),
    cmsUserOps.listCmsUsers,
    { input, install_id: installId, limit: 100 },
    { staleTime: 0 },
  );
