// Reads of an install's plugins and themes. A CMS install has tens of them, so
// one page of 100 is read whole (more pages load with it) and searched in the
// browser; the `active` filter is the server's.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CmsExtension } from '@contract/apps-cms-extensions';
// The operations without their schemas (src/lib/ops-meta): the install page's route loads no zod.
import { appsMeta as cmsExtensionOps } from '@/lib/ops-meta/apps';
import { apiRequest } from '@/lib/api-client';
import { appsKeys } from '@/areas/apps/keys';

export type Extension = z.infer<typeof CmsExtension>;
export type ActiveFilter = 'all' | 'active' | 'inactive';

const PAGE = 100;

/** Every page of a listing, in order (listings allow 100 a page). */
async function allPages(
  fetchPage: (cursor: string | undefined) => Promise<{ data: Extension[]; nextCursor: string | null }>,
) {
  const rows: Extension[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    rows.push(...page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

export const cmsExtensionQueries = {
  plugins: (input: string, installId: string, filter: ActiveFilter = 'all') =>
    queryOptions({
      queryKey: appsKeys.cmsPlugins(input, installId, filter === 'all' ? undefined : filter),
      queryFn: ({ signal }) =>
        allPages((cursor) =>
          apiRequest(cmsExtensionOps.listCmsPlugins, {
            query: {
              input,
              install_id: installId,
              active: filter === 'all' ? undefined : filter === 'active' ? 'true' : 'false',
              limit: PAGE,
              cursor,
            },
            signal,
          }),
        ),
      staleTime: 2_000,
    }),
  themes: (input: string, installId: string) =>
    queryOptions({
      queryKey: appsKeys.cmsThemes(input, installId),
      queryFn: ({ signal }) =>
        allPages((cursor) =>
          apiRequest(cmsExtensionOps.listCmsThemes, {
            query: { input, install_id: installId, limit: PAGE, cursor },
            signal,
          }),
        ),
      staleTime: 2_000,
    }),
};

/** A plugin or theme matches a search when its name or slug holds the text (any case). */
export function matchesSearch(e: Pick<Extension, 'name' | 'slug'>, text: string): boolean {
  const t = text.trim().toLocaleLowerCase();
  return !t || e.name.toLocaleLowerCase().includes(t) || e.slug.includes(t);
}
