import { createFileRoute } from '@tanstack/react-router';
import type * as z from 'zod';
import type { MigrationStatus } from '@contract/migrations';
import { MigrationsPage } from '@/areas/migrations/migrations-page';
import { migrationsQueries } from '@/areas/migrations/queries';
import { oneOf, optional, searchParams, valuesOf } from '@/lib/search-params';

const statuses = valuesOf<z.infer<typeof MigrationStatus>>()([
  'requested',
  'scheduled',
  'in_progress',
  'completed',
  'cancelled',
  'failed',
]);
const search = searchParams({ status: optional(oneOf(statuses)) });

export const Route = createFileRoute('/_app/migrations/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(migrationsQueries.list(deps)),
  component: MigrationsRoute,
});

function MigrationsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MigrationsPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}
