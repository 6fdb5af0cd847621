// Step 6 of the pipeline: every write is audited once, in the account the handler says it acted on.
import type { Operation } from '@contract/operation';
import { audit, type Outcome } from './audit';
import type { Deps } from './deps';
import type { RequestState } from './request-state';

/** One audit event per write, in the account the handler says it acted on. */
export async function auditRequest(
  deps: Deps,
  state: RequestState,
  op: Operation,
  path: string,
  outcome: Outcome,
  status: number,
  detail?: string,
) {
  const o = state.audit;
  const cred = {
    ...state.cred!,
    accountId: o.accountId ?? state.cred!.accountId,
    isGuest: o.isGuest ?? state.cred!.isGuest,
  };
  await audit(deps.db, cred, {
    operation: o.operation ?? op.id,
    method: op.method,
    path,
    target: state.auditTarget,
    outcome: o.outcome && outcome !== 'failed' && outcome !== 'denied' ? o.outcome : outcome,
    status,
    detail: detail ?? o.detail ?? null,
    at: deps.clock.now(),
  });
}
