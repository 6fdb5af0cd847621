import { createFileRoute } from '@tanstack/react-router';
import type * as z from 'zod';
import type { BillingActivity } from '@contract/billing';
import { ACTIVITY_SORTS, sortValues } from '@contract/list-sorts';
import { ActivityPage } from '@/areas/billing/activity-page';
import { billingQueries } from '@/areas/billing/queries';
import { isoDate, oneOf, optional, searchParams, valuesOf } from '@/lib/search-params';

const day = optional(isoDate);
const kinds = valuesOf<z.infer<typeof BillingActivity>['kind']>()([
  'invoice_issued',
  'invoice_paid',
  'payment_failed',
  'refund',
  'credit_note',
  'deposit',
  'balance_charge',
  'balance_adjustment',
  'direct_debit_scheduled',
]);
const search = searchParams({
  kind: optional(oneOf(kinds)),
  from: day,
  to: day,
  sort: optional(oneOf(sortValues(ACTIVITY_SORTS))),
});

export const Route = createFileRoute('/_app/billing/activity')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (deps.from && deps.to && deps.from > deps.to) return;
    return context.queryClient.prefetchInfiniteQuery(billingQueries.activity(deps));
  },
  component: ActivityRoute,
});

function ActivityRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ActivityPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}
