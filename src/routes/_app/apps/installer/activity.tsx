import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AppTaskStatus } from '@contract/apps';
import { ActivityPage } from '@/areas/apps/installer/activity-page';
import { installerQueries } from '@/areas/apps/installer/queries';

const search = z.object({
  input: z.string().max(255).optional().catch(undefined),
  status: AppTaskStatus.optional().catch(undefined),
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
