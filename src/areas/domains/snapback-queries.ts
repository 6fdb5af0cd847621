// Reads of Snapback: whether the account can book and at what price, the names
// about to drop (searchable, soonest first), and the account's bookings.
import { queryOptions } from '@tanstack/react-query';
import { domainsOps } from '@contract/domains';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import { domainsKeys, type BookingFilters, type DroppingFilters } from './keys';

export type { BookingFilters, DroppingFilters };

const FRESH_MS = 2_000;
/** The dropping list moves by the hour; a minute-old page is still right. */
const DROPPING_FRESH_MS = 60_000;

export const snapbackQueries = {
  eligibility: () =>
    queryOptions({
      queryKey: domainsKeys.eligibility(),
      queryFn: ({ signal }) => apiRequest(domainsOps.getSnapbackEligibility, { query: {}, signal }),
      staleTime: FRESH_MS,
    }),
  dropping: (filters: DroppingFilters = {}) =>
    cursorListOptions(
      domainsKeys.dropping(filters),
      domainsOps.listSnapbackDomains,
      { ...filters, limit: 100 },
      { staleTime: DROPPING_FRESH_MS },
    ),
  bookings: (filters: BookingFilters = {}) =>
    cursorListOptions(
      domainsKeys.bookings(filters),
      domainsOps.listSnapbackBookings,
      { ...filters, limit: 100 },
      { staleTime: FRESH_MS },
    ),
  booking: (id: string) =>
    queryOptions({
      queryKey: domainsKeys.booking(id),
      queryFn: ({ signal }) => apiRequest(domainsOps.getSnapbackBooking, { params: { booking: id }, signal }),
      staleTime: FRESH_MS,
    }),
};
