import { createFileRoute } from '@tanstack/react-router';
import { NewCronJobPage } from '@/areas/cron/new-job-page';
import { cronQueries } from '@/areas/cron/queries';
import { optional, searchParams, text } from '@/lib/search-params';

const search = searchParams({ input: optional(text(255)) });

export const Route = createFileRoute('/_app/cron/new')({
  validateSearch: search,
  loader: ({ context }) => void context.queryClient.prefetchQuery(cronQueries.hostingAccounts()),
  component: NewCronJobRoute,
});

function NewCronJobRoute() {
  const { input } = Route.useSearch();
  return <NewCronJobPage searchInput={input} />;
}
