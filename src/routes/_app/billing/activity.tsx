import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { BillingActivity } from '@contract/billing';
import { ActivityPage } from '@/areas/billing/activity-page';
import { billingQueries } from '@/areas/billing/queries';

const day = z.iso.date().optional().catch(undefined);
const search = z.object({ kind: BillingActivity.shape.kind.optional().catch(undefined), from: day, to: day });

export const Route = createFileRoute('/_app/billing/activity')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (deps.from && deps.to && deps.from > deps.to) return;
    return context.queryClient.infiniteQuery(billingQueries.activity(deps));
  },
  component: ActivityRoute,
});

function ActivityRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ActivityPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}
