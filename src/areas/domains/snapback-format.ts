// Snapback in words: a booking's status and a dropping name's state.
import type { z } from 'zod';
import type { DroppingDomain, SnapbackBooking } from '@contract/domains-snapback';
import type { BadgeTone } from '@/components/ui/badge';

type BookingStatus = z.infer<typeof SnapbackBooking>['status'];
type DropStatus = z.infer<typeof DroppingDomain>['status'];

export const bookingStatusLabel: Record<BookingStatus, string> = {
  booked: 'Booked',
  won: 'Won',
  lost: 'Lost',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const bookingStatusTone: Record<BookingStatus, BadgeTone> = {
  booked: 'info',
  won: 'success',
  lost: 'neutral',
  cancelled: 'neutral',
  refunded: 'warning',
};

export const bookingStatusMeaning: Record<BookingStatus, string> = {
  booked: 'We try to register it the moment it drops; you pay only if we catch it.',
  won: 'Caught: the domain is yours and managed here.',
  lost: 'Someone else registered it first; nothing was charged.',
  cancelled: 'The booking was cancelled; nothing was charged.',
  refunded: 'The charge was refunded.',
};

export const dropStatusLabel: Record<DropStatus, string> = {
  pending_delete: 'Pending delete',
  dropping: 'Dropping now',
  dropped: 'Dropped',
};
