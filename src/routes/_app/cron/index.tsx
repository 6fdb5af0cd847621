import { createFileRoute } from '@tanstack/react-router';
import { CRON_JOB_SORTS, sortValues } from '@contract/list-sorts';
import { CronPage } from '@/areas/cron/cron-page';
import { cronQueries } from '@/areas/cron/queries';
import { openingAccount } from '@/lib/hosting-accounts';
import { oneOf, optional, searchParams, text } from '@/lib/search-params';

// The hosting account and the jobs' order live in the URL: a view can be shared and survives reload.
const search = searchParams({ input: optional(text(255)), sort: optional(oneOf(sortValues(CRON_JOB_SORTS))) });

export const Route = createFileRoute('/_app/cron/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Awaits only the account to open (docs/adding-an-operation.md, "Loaders"); the list is prefetched,
  // and the page shows its own loading and error states. The listing is in the write
  // tier, so it is fetched once and kept (queries.ts), never refetched just for opening the page.
  loader: async ({ context: { queryClient }, deps }) => {
    const input = await openingAccount(queryClient, deps.input);
    if (input) void queryClient.prefetchInfiniteQuery(cronQueries.jobs(input, deps.sort));
  },
  component: CronRoute,
});

function CronRoute() {
  const { input, sort } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CronPage
      searchInput={input}
      sort={sort}
      onInput={(next) => navigate({ search: { input: next, sort }, replace: true })}
      onSort={(next) => navigate({ search: { input, sort: next }, replace: true })}
    />
  );
}
