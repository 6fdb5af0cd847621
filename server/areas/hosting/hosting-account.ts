// The hosting account an `input` names (a domain it serves, a mailbox or URL on
// it, or its service id), with its plan's allocation and its node. Every
// hosting and database operation starts here: another account's is 403 (from
// the input's resolution), a domain no hosting account here serves is 404.
import { and, eq } from 'drizzle-orm';
import type { Target } from '@contract/common';
import type { Db, Tx } from '@server/db/client';
import { hostingNodes, hostingPlans, services } from '@server/db/schema';
import { ApiError } from '@server/core/problem';

type Q = Db | Tx;
export type HostingServiceRow = typeof services.$inferSelect;
export type HostingPlanRow = typeof hostingPlans.$inferSelect;
export type HostingNodeRow = typeof hostingNodes.$inferSelect;

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
  const [service] = await q
    .select()
    .from(services)
    .where(and(eq(services.id, target.serviceId), eq(services.type, 'hosting')));
  if (!service)
    throw new ApiError('not_found', `Service ${target.serviceId} is not a web hosting account; give one of those`);
  const [plan] = await q.select().from(hostingPlans).where(eq(hostingPlans.plan, service.plan));
  const [node] = service.node ? await q.select().from(hostingNodes).where(eq(hostingNodes.name, service.node)) : [];
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
