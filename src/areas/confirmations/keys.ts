// Every cache key of the confirmations area, shared by queries and decisions.
import { areaKeys } from '@/lib/query-keys';

const k = areaKeys('confirmations');

export const confirmationKeys = {
  ...k,
  pendingAction: (id: string) => k.detail({ id }),
};
