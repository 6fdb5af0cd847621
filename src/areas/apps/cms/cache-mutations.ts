// Purging the web cache, wholly (no paths) or for some paths; the status is
// read again after (objects, size and the last purge change).
import { cmsToolOps } from '@contract/apps-cms-tools';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { appsKeys } from '@/areas/apps/keys';

const purge = (input: string) =>
  defineMutation(cmsToolOps.purgeWebcache, {
    request: (paths: string[] | undefined) => ({ body: { input, ...(paths ? { paths } : {}) } }),
    invalidates: () => [appsKeys.webcache(input)],
  });

export const usePurgeWebcache = (input: string) => useOperationMutation(purge(input));
