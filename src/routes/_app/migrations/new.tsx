import { createFileRoute } from '@tanstack/react-router';
import { RequestMigrationPage } from '@/areas/migrations/request-migration-page';

export const Route = createFileRoute('/_app/migrations/new')({
  component: RequestMigrationPage,
});
