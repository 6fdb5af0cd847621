// The hosting account a request's `input` names (403 for another account's,
// 404 for a domain no hosting account here serves), and the same account again
// when a hold is approved, read by the service id the hold recorded.
import type { Target } from '@contract/common';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { assertChangeable, hostingAccountFor, type HostingAccountRef } from '@server/areas/hosting/public';

interface Caller {
  deps: Deps;
  resolve(input: string): Promise<Target>;
}

export const accountOf = (c: Caller, input: string) => hostingAccountFor(c.deps.db, c.resolve, input);

/** The account, for a change: 409 while it is suspended or cancelled. */
export async function changeableAccount(c: Caller, input: string): Promise<HostingAccountRef> {
  const a = await accountOf(c, input);
  assertChangeable(a);
  return a;
}

/**
 * On approval: the account as it is now, by the target the hold recorded (an approval has no input
 * to resolve). Still the approving account's, and still changeable, or the approval fails.
 */
export async function accountOnApproval(tx: Tx, accountId: number, target: Target): Promise<HostingAccountRef> {
  const a = await hostingAccountFor(tx, async () => target, target.input);
  if (a.service.accountId !== accountId)
    throw new ApiError('not_owned', `Service ${a.service.id} no longer belongs to this account`);
  assertChangeable(a);
  return a;
}
