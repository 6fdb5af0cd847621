// The web cache of the site's domain (its `input`); the figures move with
// traffic, so they are read fresh each time.
import { queryOptions } from '@tanstack/react-query';
import { cmsToolOps } from '@contract/apps-cms-tools';
import { apiRequest } from '@/lib/api-client';
import { appsKeys } from '@/areas/apps/keys';

export const webcacheQuery = (input: string) =>
  queryOptions({
    queryKey: appsKeys.webcache(input),
    queryFn: ({ signal }) => apiRequest(cmsToolOps.getWebcache, { query: { input }, signal }),
    staleTime: 0,
  });
