// Requests that name the owner's resources, in each form an operation takes
// (an `input` as domain, mailbox, service id and site URL), valid by the
// operation's own schemas: what the ownership and scope matrices send.
import type { Operation } from '@contract/operation';
import { poolHint } from './pool-hints';
import { buildValidRequest, type BuiltRequest } from './request-builder';
import type { Pool } from './resource-pool';
import { consistent, valuesOf, type Ref, type RefKind } from './resource-refs';

export interface OwnerRequest {
  pinned: Record<string, unknown>;
  req: BuiltRequest;
}

export function ownerRequests(op: Operation, refs: Ref[], pool: Pool, ownerId: number, seed: number): OwnerRequest[] {
  const owner = pool.byAccount.get(ownerId)!;
  const inputRef = refs.find((r) => r.kind === 'input');
  const fixed: Record<string, unknown> = {};
  for (const r of refs) if (r.kind !== 'input') fixed[r.at] = valuesOf(r.kind as RefKind, owner)[0];
  consistent(fixed, refs, owner);
  const forms = inputRef ? valuesOf('input', owner).map((v) => ({ ...fixed, [inputRef.at]: v })) : [fixed];
  // The owner's own request must succeed: every field it draws from the estate is the owner's.
  const hint = poolHint(pool, ownerId, true);
  return forms
    .map((pinned, i) => ({ pinned, req: buildValidRequest(op, pinned, hint, seed + i) }))
    .filter((x): x is OwnerRequest => x.req !== null);
}
