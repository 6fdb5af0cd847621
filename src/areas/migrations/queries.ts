// Query-options factories of the migrations area; keys come from keys.ts.
// While a migration is still moving, its screens poll so progress shows live.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { migrationsOps, type MigrationSummary } from '@contract/migrations';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import { migrationsKeys, type MigrationFilters } from './keys';

export type { MigrationFilters };

/** How often a moving migration is re-read. */
export const POLL_MS = 2_000;
export const isMoving = (m: Pick<z.infer<typeof MigrationSummary>, 'status'>) =>
  m.status === 'requested' || m.status === 'scheduled' || m.status === 'in_progress';

export const migrationsQueries = {
  list: (filters: MigrationFilters = {}) =>
    cursorListOptions(
      migrationsKeys.list(filters),
      migrationsOps.listMigrations,
      { ...filters, limit: 100 },
      {
        staleTime: 2_000,
        refetchInterval: (q) => (q.state.data?.pages.some((p) => p.data.some(isMoving)) ? POLL_MS : false),
      },
    ),
  detail: (id: string) =>
    queryOptions({
      queryKey: migrationsKeys.detail(id),
      queryFn: ({ signal }) => apiRequest(migrationsOps.getMigration, { params: { migration: id }, signal }),
      staleTime: 2_000,
      refetchInterval: (q) => (q.state.data && isMoving(q.state.data) ? POLL_MS : false),
    }),
};
