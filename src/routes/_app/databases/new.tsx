import { createFileRoute } from '@tanstack/react-router';
import { CreateWizardPage } from '@/areas/databases/create-wizard';
import { databasesQueries } from '@/areas/databases/queries';
import { optional, searchParams, text } from '@/lib/search-params';

const search = searchParams({ input: optional(text(255)) });

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
