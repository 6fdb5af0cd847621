// The settings of one CMS install; read fresh each time the tab opens, since
// they are also changed in the CMS's own admin.
import { queryOptions } from '@tanstack/react-query';
import { cmsContentOps } from '@contract/apps-cms-content';
import { apiRequest } from '@/lib/api-client';
import { appsKeys } from '@/areas/apps/keys';

export const cmsSettingsQuery = (input: string, installId: string) =>
  queryOptions({
    queryKey: appsKeys.cmsSettings(input, installId),
    queryFn: ({ signal }) =>
      apiRequest(cmsContentOps.getCmsSettings, { query: { input, install_id: installId }, signal }),
    staleTime: 0,
  });
