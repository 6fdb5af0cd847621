// Snapback in words: a booking's status and a dropping name's state.
import type { z } from 'zod';
import type { SnapbackBooking } from '@contract/domains-snapback';
import { labelsOf, tonesOf } from '@/lib/glossary';

type BookingStatus = z.infer<typeof SnapbackBooking>['status'];

export const bookingStatusLabel = labelsOf('snapbackBooking');

export const bookingStatusTone = tonesOf('snapbackBooking');

export const bookingStatusMeaning: Record<BookingStatus, string> = {
  booked: 'We try to register it the moment it drops; you pay only if we catch it.',
  won: 'Caught: the domain is yours and managed here.',
  lost: 'Someone else registered it first; nothing was charged.',
  cancelled: 'The booking was cancelled; nothing was charged.',
  refunded: 'The charge was refunded.',
};

export const dropStatusLabel = labelsOf('snapbackDrop');
