// The hosting account work runs on when there is no request to resolve an input
// with: a queued task's stage, or an approved hold. Read again by the target the
// request recorded; still the same account's, and for work that changes the
// site, still active, or the stage (or the approval) fails with the reason.
import type { Target } from '@contract/common';
import { assertChangeable, hostingAccountFor, type HostingAccountRef } from '@server/areas/hosting/public';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import type { TaskRow } from './tasks';

async function accountByTarget(tx: Tx, accountId: number, target: Target): Promise<HostingAccountRef> {
  const a = await hostingAccountFor(tx, async () => target, target.input);
  if (a.service.accountId !== accountId)
    throw new ApiError('not_owned', `The hosting account of ${target.input} no longer belongs to this account`);
  return a;
}

export async function taskAccount(tx: Tx, task: TaskRow, o: { changeable: boolean }): Promise<HostingAccountRef> {
  const a = await accountByTarget(tx, task.accountId, task.params.target as Target);
  if (a.service.id !== task.serviceId) throw new ApiError('not_owned', `The task's hosting account has changed`);
  if (o.changeable) assertChangeable(a);
  return a;
}

export async function taskAccountOnApproval(tx: Tx, accountId: number, target: Target): Promise<HostingAccountRef> {
  const a = await accountByTarget(tx, accountId, target);
  assertChangeable(a);
  return a;
}
