// Every cache key of the migrations area, shared by queries.ts and mutations.ts.
import type { migrationsOps } from '@contract/migrations';
import type { QueryOf } from '@contract/operation';
import { areaKeys } from '@/lib/query-keys';

export type MigrationFilters = Omit<NonNullable<QueryOf<typeof migrationsOps.listMigrations>>, 'cursor' | 'limit'>;

const k = areaKeys('migrations');

export const migrationsKeys = {
  ...k,
  list: (filters: MigrationFilters = {}) => k.list(filters),
  detail: (id: string) => k.detail({ id }),
};
