// Snapback: booking an attempt to register a domain the moment it drops from
// the registry. The booking is the API's only C-tier (confirmation tier)
// operation: it is held, and the price is charged only if the catch succeeds.
import { z } from 'zod';
import { AsciiDomainName, AttemptKey, ConfirmationHold, Money, Timestamp, collection, idParam, page } from './common';
import { DomainName, DomainWarning } from './domain-name-fields';
import {
  SNAPBACK_BOOKING_SORTS,
  SNAPBACK_BOOKING_SORT_DEFAULT,
  SNAPBACK_DROP_SORTS,
  SNAPBACK_DROP_SORT_DEFAULT,
} from './list-sorts';
import { sortParam } from './list-export';
import { defineArea } from './operation';
import { domainParams, readDomains, writeDomains } from './domains-schemas';
import { droppingDomainFilters } from './domains-snapback-filters';

export const DroppingDomain = z.object({
  domain: AsciiDomainName,
  tld: z.string(),
  status: z.enum(['pending_delete', 'dropping', 'dropped']),
  dropsAt: Timestamp,
  price: Money,
  bookedByYou: z.boolean(),
});

export const DroppingDomainDetail = DroppingDomain.extend({
  registeredAt: Timestamp.nullable(),
  previousRegistrar: z.string().nullable(),
  // how contested the drop is; the catch is not guaranteed either way
  bookingCount: z.number().int().min(0),
  bookable: z.boolean(),
  reason: z.string().nullable(),
});

export const SnapbackBooking = z.object({
  id: z.number().int(),
  domain: AsciiDomainName,
  status: z.enum(['booked', 'won', 'lost', 'cancelled', 'refunded']),
  price: Money,
  dropsAt: Timestamp,
  createdAt: Timestamp,
  resolvedAt: Timestamp.nullable(),
  // when won, the domain becomes a registrar service of the account
  serviceId: z.number().int().nullable(),
});

export const SnapbackEligibility = z.object({
  eligible: z.boolean(),
  reason: z.string().nullable(),
  price: Money,
  balance: Money,
  activeBookings: z.number().int().min(0),
  maxActiveBookings: z.number().int().min(0),
});

export const snapbackOps = defineArea('domains', {
  getSnapbackEligibility: {
    method: 'GET',
    path: '/snapback/eligibility',
    tier: 'R',
    scopes: readDomains,
    summary: 'Whether the account can book a Snapback, and what it costs',
    query: z.object({ domain: DomainName.optional() }),
    response: SnapbackEligibility,
  },
  listSnapbackDomains: {
    method: 'GET',
    path: '/snapback/domains',
    tier: 'R',
    scopes: readDomains,
    summary: 'Domains about to drop that are open for booking, soonest first unless `sort` says otherwise',
    query: z.object({
      ...page(200),
      q: z.string().trim().max(253, 'At most 253 characters').optional(),
      ...droppingDomainFilters,
      sort: sortParam(SNAPBACK_DROP_SORTS, SNAPBACK_DROP_SORT_DEFAULT),
    }),
    response: collection(DroppingDomain),
  },
  getSnapbackDomain: {
    method: 'GET',
    path: '/snapback/domains/{domain}',
    tier: 'R',
    scopes: readDomains,
    summary: 'One dropping domain',
    params: domainParams,
    response: DroppingDomainDetail,
    errors: ['not_found'],
  },
  listSnapbackBookings: {
    method: 'GET',
    path: '/snapback/bookings',
    tier: 'R',
    scopes: readDomains,
    summary: 'Snapback bookings of the account, newest first unless `sort` says otherwise',
    query: z.object({
      ...page(100),
      status: SnapbackBooking.shape.status.optional(),
      sort: sortParam(SNAPBACK_BOOKING_SORTS, SNAPBACK_BOOKING_SORT_DEFAULT),
    }),
    response: collection(SnapbackBooking),
  },
  getSnapbackBooking: {
    method: 'GET',
    path: '/snapback/bookings/{booking}',
    tier: 'R',
    scopes: readDomains,
    summary: 'One Snapback booking',
    params: z.object({ booking: idParam('booking') }),
    response: SnapbackBooking,
    errors: ['not_owned', 'not_found'],
  },
  bookSnapback: {
    method: 'POST',
    path: '/snapback/bookings',
    tier: 'C',
    scopes: writeDomains,
    hold: true,
    summary: 'Hold a Snapback booking for human confirmation',
    body: z.object({ domain: DomainName, attempt_key: AttemptKey }),
    // warnings: the name mixes scripts and can pass for another (said before anyone approves)
    response: ConfirmationHold.extend({
      domain: AsciiDomainName,
      dropsAt: Timestamp,
      price: Money,
      warnings: z.array(DomainWarning),
    }),
    // conflict: not eligible, already booked, or the domain is not dropping
    errors: ['not_found', 'conflict'],
  },
});
