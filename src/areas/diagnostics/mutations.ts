// Writes of the diagnostics area: the one-click fix of a finding and the
// unblocking of an IP. Either changes what the checks see, so every cached
// report is stale after it and the one on screen is run again before the
// mutation settles: the person sees the check's new verdict, not the old one.
import { diagnosticsOps } from '@contract/diagnostics';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import type { ResolvedFix } from './fix-action';
import { diagnosticsKeys } from './keys';

export type WhitelistBody = NonNullable<BodyOf<typeof diagnosticsOps.whitelistIp>>;

const whitelist = defineMutation(diagnosticsOps.whitelistIp, {
  request: (body: WhitelistBody) => ({ body }),
  invalidates: () => [diagnosticsKeys.all()],
});

// The fixing operation belongs to another area (DNS, email): its cached answers, keyed under the
// area's name by every keys.ts (src/lib/query-keys.ts), are stale too.
const applyFix = (fix: ResolvedFix) =>
  defineMutation(fix.op, {
    request: () => fix.request as never,
    invalidates: () => [diagnosticsKeys.all(), [fix.op.area]],
  });

export const useWhitelistIp = () => useOperationMutation(whitelist);
export const useApplyFix = (fix: ResolvedFix) => useOperationMutation(applyFix(fix));
