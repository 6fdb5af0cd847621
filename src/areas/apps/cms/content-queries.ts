// Pages and posts of one CMS install: the list (type, status and text filters,
// 25 a page, newest first or as sorted) and one item with its body for the editor.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { cmsContentOps, type ContentStatus, type ContentType } from '@contract/apps-cms-content';
import type { CMS_CONTENT_SORTS, SortValue } from '@contract/list-sorts';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import { appsKeys } from '@/areas/apps/keys';

export interface ContentFilters {
  type: z.infer<typeof ContentType>;
  status?: z.infer<typeof ContentStatus>;
  q?: string;
  /** The order (ADR 035); absent, the listing's own: newest first. */
  sort?: SortValue<(typeof CMS_CONTENT_SORTS)[number]>;
}

export const CONTENT_PAGE = 25;

export const cmsContentQueries = {
  list: (input: string, installId: string, filters: ContentFilters) =>
    cursorListOptions(
      appsKeys.cmsContent(input, installId, filters),
      cmsContentOps.listCmsContent,
      { input, install_id: installId, ...filters, limit: CONTENT_PAGE },
      { staleTime: 0 },
    ),
  item: (input: string, installId: string, id: number) =>
    queryOptions({
      queryKey: appsKeys.cmsContentItem(input, installId, id),
      queryFn: ({ signal }) =>
        apiRequest(cmsContentOps.getCmsContent, { query: { input, install_id: installId, content_id: id }, signal }),
      // The editor starts from what the CMS has now, not from a copy read minutes ago.
      staleTime: 0,
    }),
};
