import { createFileRoute } from '@tanstack/react-router';
import { BookingDetailPage } from '@/areas/domains/booking-detail-page';
import { snapbackQueries } from '@/areas/domains/snapback-queries';

export const Route = createFileRoute('/_app/domains/snapback/bookings/$bookingId')({
  loader: ({ context, params }) => context.queryClient.query(snapbackQueries.booking(params.bookingId)),
  component: BookingRoute,
});

function BookingRoute() {
  const { bookingId } = Route.useParams();
  return <BookingDetailPage id={bookingId} />;
}
