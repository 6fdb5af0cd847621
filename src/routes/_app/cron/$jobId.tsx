import { createFileRoute } from '@tanstack/react-router';
import { CronJobPage } from '@/areas/cron/job-page';
import { cronQueries } from '@/areas/cron/queries';
import { optional, searchParams, text } from '@/lib/search-params';

const search = searchParams({ input: optional(text(255)) });

export const Route = createFileRoute('/_app/cron/$jobId')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ input: search.input }),
  // Prefetch only, in parallel: the page shows its own loading and "no such job" states.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(cronQueries.hostingAccounts());
    if (deps.input) void queryClient.prefetchInfiniteQuery(cronQueries.jobs(deps.input));
  },
  component: CronJobRoute,
});

function CronJobRoute() {
  const { jobId } = Route.useParams();
  const { input } = Route.useSearch();
  return <CronJobPage searchInput={input} jobId={jobId} />;
}
