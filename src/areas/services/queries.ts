// Query-options factories of the services area, keyed [area, 'list'|'detail', params].
// Details go stale after two seconds (the loader's fetch serves the first
// render): orders, plans and addons change on other screens (the
// confirmation page, the invoice), so coming back refetches them.
import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '@contract/operation';
import { servicesOps } from '@contract/services';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';

export type ServiceFilters = Omit<NonNullable<QueryOf<typeof servicesOps.listServices>>, 'cursor' | 'limit'>;

const PAGE = 100;
const FRESH_MS = 2_000;

export const servicesQueries = {
  list: (filters: ServiceFilters = {}) =>
    cursorListOptions(['services', 'list', { kind: 'services', ...filters }], servicesOps.listServices, {
      ...filters,
      limit: PAGE,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['services', 'detail', { id }],
      queryFn: ({ signal }) => apiRequest(servicesOps.getService, { params: { service: id }, signal }),
      staleTime: FRESH_MS,
    }),
  upgradeOptions: (id: string) =>
    queryOptions({
      queryKey: ['services', 'detail', { id, view: 'upgrade-options' }],
      queryFn: ({ signal }) =>
        apiRequest(servicesOps.getServiceUpgradeOptions, { params: { service: id }, query: { input: id }, signal }),
      staleTime: FRESH_MS,
    }),
  addons: (id: string) =>
    queryOptions({
      queryKey: ['services', 'detail', { id, view: 'addons' }],
      queryFn: ({ signal }) =>
        apiRequest(servicesOps.listServiceAddons, { params: { service: id }, query: { input: id }, signal }),
      staleTime: FRESH_MS,
    }),
};
