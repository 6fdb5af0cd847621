import { createFileRoute } from '@tanstack/react-router';
import type * as z from 'zod';
import type { MigrationStatus } from '@contract/migrations';
import { MIGRATION_SORTS, sortValues } from '@contract/list-sorts';
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
// The status filter and the order live in the URL, so a view can be shared and survives reload.
const search = searchParams({
  status: optional(oneOf(statuses)),
  sort: optional(oneOf(sortValues(MIGRATION_SORTS))),
});

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
