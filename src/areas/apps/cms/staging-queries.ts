// Reads of the staging tab beyond the install's detail (queries-install.ts):
// before a push, what the push would overwrite: both installs' details and
// plugins side by side (staging-plugin-diff.ts compares them).
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { cmsOps, type CmsInstallDetail } from '@contract/apps-cms';
import { cmsExtensionOps, type CmsExtension } from '@contract/apps-cms-extensions';
import { apiRequest } from '@/lib/api-client';
import { appsKeys } from '@/areas/apps/keys';

export type InstallDetail = z.infer<typeof CmsInstallDetail>;
export type Extension = z.infer<typeof CmsExtension>;

/** A listing page holds at most 100; the pages are followed so a big site's diff is complete. */
const PAGE = 100;

async function allPlugins(input: string, installId: string, signal: AbortSignal): Promise<Extension[]> {
  const out: Extension[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiRequest(cmsExtensionOps.listCmsPlugins, {
      query: { input, install_id: installId, limit: PAGE, cursor },
      signal,
    });
    out.push(...page.data);
    cursor = page.hasMore && page.nextCursor ? page.nextCursor : undefined;
  } while (cursor);
  return out;
}

const detailOf = (input: string, installId: string, signal: AbortSignal) =>
  apiRequest(cmsOps.getCmsInstall, { query: { input, install_id: installId }, signal });

export const stagingQueries = {
  /** Production and one staging copy, with their plugins: read fresh each time a push is considered. */
  compare: (input: string, installId: string, stagingId: string) =>
    queryOptions({
      queryKey: appsKeys.stagingCompare(input, installId, stagingId),
      queryFn: async ({ signal }) => {
        const [production, staging, productionPlugins, stagingPlugins] = await Promise.all([
          detailOf(input, installId, signal),
          detailOf(input, stagingId, signal),
          allPlugins(input, installId, signal),
          allPlugins(input, stagingId, signal),
        ]);
        return { production, staging, productionPlugins, stagingPlugins };
      },
      staleTime: 0,
    }),
};
