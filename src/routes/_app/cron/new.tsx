import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NewCronJobPage } from '@/areas/cron/new-job-page';
import { cronQueries } from '@/areas/cron/queries';

const search = z.object({ input: z.string().max(255).optional().catch(undefined) });

export const Route = createFileRoute('/_app/cron/new')({
  validateSearch: search,
  loader: ({ context }) => void context.queryClient.prefetchQuery(cronQueries.hostingAccounts()),
  component: NewCronJobRoute,
});

function NewCronJobRoute() {
  const { input } = Route.useSearch();
  return <NewCronJobPage searchInput={input} />;
}
