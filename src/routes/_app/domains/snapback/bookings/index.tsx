import { createFileRoute } from '@tanstack/react-router';
import type * as z from 'zod';
import type { SnapbackBooking } from '@contract/domains-snapback';
import { SNAPBACK_BOOKING_SORTS, sortValues } from '@contract/list-sorts';
import { BookingsPage } from '@/areas/domains/bookings-page';
import { snapbackQueries } from '@/areas/domains/snapback-queries';
import { oneOf, optional, searchParams, valuesOf } from '@/lib/search-params';

const statuses = valuesOf<z.infer<typeof SnapbackBooking>['status']>()([
  'booked',
  'won',
  'lost',
  'cancelled',
  'refunded',
]);
// The status filter and the order live in the URL, so a view can be shared and survives reload.
const search = searchParams({
  status: optional(oneOf(statuses)),
  sort: optional(oneOf(sortValues(SNAPBACK_BOOKING_SORTS))),
});

export const Route = createFileRoute('/_app/domains/snapback/bookings/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(snapbackQueries.bookings(deps)),
  component: BookingsRoute,
});

function BookingsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BookingsPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}
