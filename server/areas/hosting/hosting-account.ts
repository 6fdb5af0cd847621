// The hosting account an `input` names (a domain it serves, a mailbox or URL on
// it, or its service id), with its plan's allocation and its node. Every
// hosting and database operation starts here: another account's is 403 (from
// the input's resolution), a domain no hosting account here serves is 404.
import { eq } from 'drizzle-orm';
import type { Target } from '@contract/common';
import { hostingServiceById, type ServiceRow } from '@server/areas/services/public';
import type { Deps } from '@server/core/deps';
import type { Db, Tx } from '@server/db/client';
import { hostingPlans } from '@server/db/schema/hosting';
import { hostingNode, type HostingNodeRow } from '@server/infra/web-store';
import { ApiError } from '@server/core/problem';

type Q = Db | Tx;
export type HostingServiceRow = ServiceRow;
export type HostingPlanRow = typeof hostingPlans.$inferSelect;
export type { HostingNodeRow };

export interface HostingAccountRef {
  target: Target;
  service: HostingServiceRow;
  plan: HostingPlanRow;
  node: HostingNodeRow;
}

/**
 * `resolve` is the request's `ctx.resolve` (it answers 403 / 404 for the input itself and names the
 * audit target). `forUpdate` locks the service row, so two writes to one account run in turn.
 */
export async function hostingAccountFor(
  q: Q,
  resolve: (input: string) => Promise<Target>,
  input: string,
): Promise<HostingAccountRef> {
  const target = await resolve(input);
  if (target.serviceId === null)
    throw new ApiError(
      'not_found',
      `${target.domain ?? input} is not served by a hosting account here; add it as an addon domain of one first`,
    );
  const service = await hostingServiceById(q, target.serviceId);
  if (!service)
    throw new ApiError('not_found', `Service ${target.serviceId} is not a web hosting account; give one of those`);
  const [plan] = await q.select().from(hostingPlans).where(eq(hostingPlans.plan, service.plan));
  const node = service.node ? await hostingNode(q, service.node) : null;
  if (!plan || !node) throw new Error(`Hosting service ${service.id} has no plan allocation or node`);
  // The target names the account's own service, whichever form the input took.
  return {
    target: { ...target, serviceId: service.id, daUsername: service.daUsername, node: service.node },
    service,
    plan,
    node,
  };
}

/** A suspended or cancelled account serves nothing and accepts no change. */
export function assertChangeable(a: HostingAccountRef) {
  if (a.service.status !== 'active')
    throw new ApiError(
      'conflict',
      `The hosting account ${a.service.daUsername ?? a.service.id} is ${a.service.status}${a.service.suspendedReason ? ` (${a.service.suspendedReason})` : ''}; nothing can be changed until it is active again`,
    );
}

/** What a handler holds that resolves an `input`: its deps and its `ctx.resolve`. */
export interface Caller {
  deps: Deps;
  resolve(input: string): Promise<Target>;
}

/** The hosting account a request's `input` names (403 for another account's, 404 for a domain none serves). */
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
