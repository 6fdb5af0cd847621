// The account's Snapback bookings, newest first, with their status in words
// (booked, won with a link to the domain, lost, refunded). The filter and the order (the column
// headers, ADR 035) are URL state.
import { Link } from '@tanstack/react-router';
import { SnapbackBooking } from '@contract/domains-snapback';
import { SNAPBACK_BOOKING_SORT_DEFAULT } from '@contract/list-sorts';
import { DataTable } from '@/components/data-table/data-table';
import { urlSort } from '@/components/data-table/list-page';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { bookingColumns } from './booking-columns';
import { bookingStatusLabel } from './snapback-format';
import { snapbackQueries, type BookingFilters } from './snapback-queries';

export function BookingsPage({
  filters,
  onFilters,
}: {
  filters: BookingFilters;
  onFilters: (f: BookingFilters) => void;
}) {
  return (
    <div className="space-y-4">
      <PageHeader up={<TrailLink to="/domains/snapback">Snapback</TrailLink>} here="Bookings" title="Snapback bookings">
        <p className="text-sm text-muted">Names you asked us to catch when they drop, and how each attempt ended.</p>
      </PageHeader>
      <form role="search" aria-label="Filter bookings" className="max-w-xs" onSubmit={(e) => e.preventDefault()}>
        <Field label="Status">
          {(p) => (
            <Select
              {...p}
              value={filters.status ?? ''}
              onChange={(e) =>
                onFilters({ ...filters, status: (e.target.value || undefined) as BookingFilters['status'] })
              }
            >
              <option value="">Any status</option>
              {SnapbackBooking.shape.status.options.map((s) => (
                <option key={s} value={s}>
                  {bookingStatusLabel[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </form>
      <DataTable
        query={snapbackQueries.bookings(filters)}
        columns={bookingColumns}
        getRowId={(b) => String(b.id)}
        label="Snapback bookings"
        sort={urlSort(filters, onFilters, SNAPBACK_BOOKING_SORT_DEFAULT)}
        height="min(60dvh, 32rem)"
        empty={{
          title: filters.status ? 'No bookings with this status' : 'No bookings yet',
          body: filters.status ? 'Choose another status.' : 'Book a name that is about to drop.',
          action: filters.status ? undefined : (
            <Link to="/domains/snapback" className={buttonClass('primary', 'sm')}>
              See names about to drop
            </Link>
          ),
        }}
      />
    </div>
  );
}
