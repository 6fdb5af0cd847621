import { createFileRoute } from '@tanstack/react-router';
import type * as z from 'zod';
import type { AppTaskStatus } from '@contract/apps-shared';
import { ActivityPage } from '@/areas/apps/installer/activity-page';
import { installerQueries } from '@/areas/apps/installer/queries';
import { oneOf, optional, searchParams, text, valuesOf } from '@/lib/search-params';

const statuses = valuesOf<z.infer<typeof AppTaskStatus>>()(['queued', 'running', 'succeeded', 'failed']);
const search = searchParams({
  input: optional(text(255)),
  status: optional(oneOf(statuses)),
});

export const Route = createFileRoute('/_app/apps/installer/activity')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(installerQueries.hostingAccounts());
    if (deps.input) void queryClient.prefetchInfiniteQuery(installerQueries.activity(deps.input, deps.status));
  },
  component: ActivityRoute,
});

function ActivityRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ActivityPage search={s} onSearch={(next) => navigate({ search: next, replace: true })} />;
}
