// The system-wide daily caps some operations have (shared by all customers, not anyone's own budget).
import type { Operation } from '@contract/operation';
import type { Deps } from './deps';
import { ApiError } from './problem';
import { consumeGlobalCap, rateHeaders } from './admission/rate-limit';

/** Checked after validation, so only well-formed calls use up the day's cap. */
export async function globalCap(deps: Deps, op: Operation) {
  const cap = deps.config.globalCaps[op.id] ?? op.globalDailyCap;
  if (cap === undefined) return;
  const state = await consumeGlobalCap(deps, op.id, cap);
  if (!state.exceeded) return;
  throw new ApiError(
    'rate_limited',
    `The system-wide daily cap of ${cap} for this operation is reached. This cap is global, shared by all customers, not your own budget; retry in ${state.resetInSeconds} s`,
    {
      retryAfter: state.resetInSeconds,
      global: true,
      headers: { 'Retry-After': String(state.resetInSeconds), ...rateHeaders(state), 'X-RateLimit-Bucket': 'global' },
    },
  );
}
