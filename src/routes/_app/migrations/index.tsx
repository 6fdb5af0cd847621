import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MigrationStatus } from '@contract/migrations';
import { MigrationsPage } from '@/areas/migrations/migrations-page';
import { migrationsQueries } from '@/areas/migrations/queries';

const search = z.object({ status: MigrationStatus.optional().catch(undefined) });

export const Route = createFileRoute('/_app/migrations/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.infiniteQuery(migrationsQueries.list(deps)),
  component: MigrationsRoute,
});

function MigrationsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MigrationsPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}
