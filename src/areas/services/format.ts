// Wording shared by the services screens: cycles, statuses, prices per cycle.
import type { z } from 'zod';
import type { Money } from '@contract/common';
import type { Service } from '@contract/services';
import type { BadgeTone } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format';

type Status = z.infer<typeof Service>['status'];

export const cycleLabel = (months: number) => (months === 1 ? 'month' : months === 12 ? 'year' : `${months} months`);
export const perCycle = (m: Money, months: number) => `${formatMoney(m)} / ${cycleLabel(months)}`;

export const statusTone: Record<Status, BadgeTone> = {
  active: 'success',
  pending: 'info',
  suspended: 'danger',
  expired: 'warning',
  cancelled: 'neutral',
};

export const statusLabel: Record<Status, string> = {
  active: 'Active',
  pending: 'Awaiting payment',
  suspended: 'Suspended',
  expired: 'Expired',
  cancelled: 'Cancelled',
};
