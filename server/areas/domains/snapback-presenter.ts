// Snapback as the API shows it: dropping names and bookings.
import type { z } from 'zod';
import type { DroppingDomain, SnapbackBooking } from '@contract/domains-snapback';
import { money } from '@server/core/money';
import type { RegistryDomainRow } from '@server/infra/registry';
import { priceMoney, type Price } from './pricing';
import { dropState, type BookingRow } from './snapback-repository';

export function presentDropping(
  row: RegistryDomainRow & { dropsAt: Date },
  price: Price,
  bookedByYou: boolean,
  now: Date,
): z.input<typeof DroppingDomain> {
  return {
    domain: row.name,
    tld: row.tld,
    status: dropState(row.dropsAt, now),
    dropsAt: row.dropsAt.toISOString(),
    price: priceMoney(price),
    bookedByYou,
  };
}

export function presentBooking(b: BookingRow): z.input<typeof SnapbackBooking> {
  return {
    id: b.id,
    domain: b.domain,
    status: b.status as z.input<typeof SnapbackBooking>['status'],
    price: money(b.priceCents, b.currency),
    dropsAt: b.dropsAt.toISOString(),
    createdAt: b.createdAt.toISOString(),
    resolvedAt: b.resolvedAt?.toISOString() ?? null,
    serviceId: b.serviceId,
  };
}
