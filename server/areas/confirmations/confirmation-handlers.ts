// Reading, approving and rejecting pending actions. Approval claims the action
// (one winner), runs the held operation in a savepoint and records its outcome.
// A hold that touches the account's ownership is approved by its owner alone (docs/decisions/023).
import type { z } from 'zod';
import { ownerApprovedHolds } from '@contract/account-guests';
import { confirmationOps } from '@contract/confirmations';
import { canAccess } from '@server/core/access';
import { implement } from '@server/core/area';
import type { Credential } from '@server/core/admission/credential';
import type { Deps } from '@server/core/deps';
import {
  claim,
  pendingActionById,
  presentPending,
  recordOutcome,
  type HoldExecutor,
  type PendingRow,
} from '@server/core/holds';
import { addressKey } from '@server/core/client-address';
import { ApiError } from '@server/core/problem';
import { acceptPasskeyStepUp, acceptSecondFactor, loginUserById } from '@server/areas/account/public';

type StepUp = z.output<typeof confirmationOps.approvePendingAction.body>;

/** The action, if the caller can act on its account; `isGuest` says in which role. */
async function load(deps: Deps, cred: Credential, id: string): Promise<{ row: PendingRow; isGuest: boolean }> {
  const row = await pendingActionById(deps.db, id);
  if (!row) throw new ApiError('not_found', `No pending action ${id}`);
  if (cred.kind === 'token') {
    if (row.accountId !== cred.accountId)
      throw new ApiError('not_owned', 'This confirmation belongs to another account');
    return { row, isGuest: cred.isGuest };
  }
  const access = await canAccess(deps.db, cred.userId!, row.accountId);
  if (!access) throw new ApiError('not_owned', 'This confirmation belongs to an account you cannot act on');
  return { row, isGuest: access.role === 'guest' };
}

/**
 * Step-up: with two-factor on, a decision that runs something needs a live code (or a recovery code), or the
 * answer of one of the person's passkeys to this session's step-up challenge (docs/decisions/029).
 */
async function stepUp(deps: Deps, cred: Credential, body: StepUp, network: string) {
  const u = await loginUserById(deps.db, cred.userId!);
  if (!u?.totpEnabledAt || !u.totpSecret) return;
  if (body.passkey) {
    if (await acceptPasskeyStepUp(deps, cred, body.passkey, network)) return;
    throw new ApiError('two_factor_required', 'That passkey was not accepted; try it again, or enter a code instead');
  }
  if (!body.totp)
    throw new ApiError('two_factor_required', 'Enter the 6-digit code from your authenticator app to approve');
  if (!(await acceptSecondFactor(deps, { userId: u.id, network }, u.totpSecret, body.totp))) {
    throw new ApiError('two_factor_required', 'That code was not accepted; wait for a new one and try again');
  }
}

export function confirmationsArea(executors: () => Record<string, HoldExecutor>) {
  return implement(confirmationOps, {
    handlers: {
      async getPendingAction({ deps, cred, params }) {
        return presentPending(deps, (await load(deps, cred, params.id)).row);
      },
      async approvePendingAction({ deps, cred, params, body, hono, setAuditTarget, setAudit }) {
        const { row, isGuest } = await load(deps, cred, params.id);
        setAuditTarget(row.id);
        setAudit({ accountId: row.accountId, isGuest, operation: row.operation, detail: row.summary });
        if (isGuest && ownerApprovedHolds.includes(row.operation))
          throw new ApiError(
            'owner_only',
            `The account owner must approve this: "${row.summary}" changes who owns the account, and you act in it as a guest`,
          );
        await stepUp(deps, cred, body, addressKey(hono));
        const execute = executors()[row.operation];
        if (!execute) throw new Error(`No executor for held operation ${row.operation}`);
        const decidedBy = cred.userEmail ?? cred.name;
        const done = await deps.db.transaction(async (tx) => {
          const claimed = await claim(tx, deps, row.id, 'approved', decidedBy);
          try {
            const result = await tx.transaction((sp) => execute(sp, claimed, deps));
            return recordOutcome(tx, row.id, { result });
          } catch (err) {
            if (!(err instanceof ApiError)) throw err;
            return recordOutcome(tx, row.id, { error: { code: err.code, detail: err.detail } });
          }
        });
        setAudit(
          done.status === 'failed' ? { outcome: 'failed', detail: done.error?.detail } : { outcome: 'approved' },
        );
        return presentPending(deps, done);
      },
      async rejectPendingAction({ deps, cred, params, setAuditTarget, setAudit }) {
        const { row, isGuest } = await load(deps, cred, params.id);
        setAuditTarget(row.id);
        setAudit({
          accountId: row.accountId,
          isGuest,
          operation: row.operation,
          outcome: 'rejected',
          detail: row.summary,
        });
        const done = await deps.db.transaction((tx) =>
          claim(tx, deps, row.id, 'rejected', cred.userEmail ?? cred.name),
        );
        return presentPending(deps, done);
      },
    },
  });
}
