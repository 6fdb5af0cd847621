// The one resolver handlers get for an `input` (ctx.resolve): the rows admission already read for this
// call's own `input` when it read them (token-admission.ts), else a fresh read; either way the target
// is the acting account's, and it names the request's audit target.
import type { Target } from '@contract/common';
import type { Deps } from '@server/core/deps';
import type { RequestState } from '@server/core/request-state';
import { resolveFromRows, resolveInput } from './resolve-input';

export function inputResolver(deps: Deps, state: RequestState): (input: string) => Promise<Target> {
  return async (input) => {
    const accountId = state.cred!.accountId;
    const target =
      state.input?.input === input
        ? resolveFromRows(accountId, input, state.input.rows)
        : await resolveInput(deps.db, accountId, input);
    state.auditTarget = target.mailbox ?? target.domain ?? (target.serviceId ? `service ${target.serviceId}` : input);
    return target;
  };
}
