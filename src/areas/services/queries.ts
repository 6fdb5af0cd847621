// Query-options factories of the services area; keys come from keys.ts.
// Details go stale after two seconds (the loader's fetch serves the first
// render): orders, plans and addons change on other screens (the
// confirmation page, the invoice), so coming back refetches them.
import { queryOptions } from '@tanstack/react-query';
import { servicesOps } from '@contract/services';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import { servicesKeys, type ServiceFilters } from './keys';

export type { ServiceFilters };

const PAGE = 100;
const FRESH_MS = 2_000;

export const servicesQueries = {
  list: (filters: ServiceFilters = {}) =>
    cursorListOptions(servicesKeys.list(filters), servicesOps.listServices, { ...filters, limit: PAGE }),
  detail: (id: string) =>
    queryOptions({
      queryKey: servicesKeys.detail(id),
      queryFn: ({ signal }) => apiRequest(servicesOps.getService, { params: { service: id }, signal }),
      staleTime: FRESH_MS,
    }),
  upgradeOptions: (id: string) =>
    queryOptions({
      queryKey: servicesKeys.upgradeOptions(id),
      queryFn: ({ signal }) =>
        apiRequest(servicesOps.getServiceUpgradeOptions, { params: { service: id }, query: { input: id }, signal }),
      staleTime: FRESH_MS,
    }),
  addons: (id: string) =>
    queryOptions({
      queryKey: servicesKeys.addons(id),
      queryFn: ({ signal }) =>
        apiRequest(servicesOps.listServiceAddons, { params: { service: id }, query: { input: id }, signal }),
      staleTime: FRESH_MS,
    }),
};
