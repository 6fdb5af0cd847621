// A service's status as of now: an active service past its end date reads as expired.
// Addons are bought only for an active one.
import type { z } from 'zod';
import type { Service } from '@contract/services';
import { ApiError } from '@server/core/problem';
import type { ServiceRow } from './catalogue-repository';

type ServiceOut = z.input<typeof Service>;

export function statusOf(row: ServiceRow, now: Date): ServiceOut['status'] {
  if (row.status === 'active' && row.expiresAt && row.expiresAt <= now) return 'expired';
  return row.status as ServiceOut['status'];
}

export function assertActiveForAddons(svc: ServiceRow, now: Date) {
  const status = statusOf(svc, now);
  if (status !== 'active')
    throw new ApiError('conflict', `Service ${svc.id} is ${status}; addons can be bought only for an active service`);
}
