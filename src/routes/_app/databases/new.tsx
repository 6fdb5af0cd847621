import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CreateWizardPage } from '@/areas/databases/create-wizard';
import { databasesQueries } from '@/areas/databases/queries';

const search = z.object({ input: z.string().max(255).optional().catch(undefined) });

export const Route = createFileRoute('/_app/databases/new')({
  validateSearch: search,
  // The accounts name the prefix the wizard shows; the page waits for them itself.
  loader: ({ context }) => void context.queryClient.prefetchQuery(databasesQueries.hostingAccounts()),
  component: NewDatabaseRoute,
});

function NewDatabaseRoute() {
  const { input } = Route.useSearch();
  return <CreateWizardPage searchInput={input} />;
}
