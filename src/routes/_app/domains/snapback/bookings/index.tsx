import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SnapbackBooking } from '@contract/domains-snapback';
import { BookingsPage } from '@/areas/domains/bookings-page';
import { snapbackQueries } from '@/areas/domains/snapback-queries';

const search = z.object({ status: SnapbackBooking.shape.status.optional().catch(undefined) });

export const Route = createFileRoute('/_app/domains/snapback/bookings/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.infiniteQuery(snapbackQueries.bookings(deps)).catch(() => undefined),
  component: BookingsRoute,
});

function BookingsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BookingsPage filters={filters} onFilters={(next) => navigate({ search: next, replace: true })} />;
}
