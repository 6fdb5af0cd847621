import { createFileRoute } from '@tanstack/react-router';
import { MigrationDetailPage } from '@/areas/migrations/migration-detail-page';
import { migrationsQueries } from '@/areas/migrations/queries';

export const Route = createFileRoute('/_app/migrations/$migrationId')({
  loader: ({ context, params }) => context.queryClient.query(migrationsQueries.detail(params.migrationId)),
  component: MigrationRoute,
});

function MigrationRoute() {
  const { migrationId } = Route.useParams();
  return <MigrationDetailPage id={migrationId} />;
}
