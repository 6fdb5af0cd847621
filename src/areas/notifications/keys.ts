// Every cache key of the notification centre (account operations of
// contract/account-notifications.ts), shared by queries.ts and mutations.ts.
import { areaKeys } from '@/lib/query-keys';

const k = areaKeys('account');

export const notificationKeys = {
  /** Every page of the centre's list. */
  list: () => k.list({ kind: 'notifications' }),
};
