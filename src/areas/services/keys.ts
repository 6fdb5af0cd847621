// Every cache key of the services area, shared by queries.ts and mutations.ts.
import type { QueryOf } from '@contract/operation';
import type { servicesOps } from '@contract/services';
import { areaKeys } from '@/lib/query-keys';

export type ServiceFilters = Omit<NonNullable<QueryOf<typeof servicesOps.listServices>>, 'cursor' | 'limit'>;

const k = areaKeys('services');

export const servicesKeys = {
  ...k,
  list: (filters: ServiceFilters = {}) => k.list({ kind: 'services', ...filters }),
  /** The service, and (as a prefix) every view of it: upgrade options, addons. */
  detail: (id: string) => k.detail({ id }),
  upgradeOptions: (id: string) => k.detail({ id, view: 'upgrade-options' }),
  addons: (id: string) => k.detail({ id, view: 'addons' }),
};
