// Reading, approving and rejecting pending actions. Approval claims the action
// (one winner), runs the held operation in a savepoint and records its outcome.
import { eq } from 'drizzle-orm';
import { confirmationOps } from '../../../contract/confirmations';
import { pendingActions, users } from '../../db/schema';
import { canAccess } from '../../core/access';
import { implement } from '../../core/area';
import { audit } from '../../core/audit';
import type { Credential } from '../../core/credential';
import type { Deps } from '../../core/deps';
import { claim, presentPending, recordOutcome, type HoldExecutor, type PendingRow } from '../../core/holds';
import { ApiError } from '../../core/problem';
import { verifyTotp } from '../../core/totp';

async function load(deps: Deps, cred: Credential, id: string): Promise<PendingRow> {
  const [row] = await deps.db.select().from(pendingActions).where(eq(pendingActions.id, id));
  if (!row) throw new ApiError('not_found', `No pending action ${id}`);
  const mine = row.accountId === cred.accountId || (cred.userId !== null && (await canAccess(deps.db, cred.userId, row.accountId)));
  if (!mine) throw new ApiError('not_owned', 'This confirmation belongs to an account you cannot act on');
  return row;
}

/** Step-up: with two-factor on, a decision that runs something needs a live code. */
async function stepUp(deps: Deps, cred: Credential, totp: string | undefined) {
  const [u] = await deps.db.select().from(users).where(eq(users.id, cred.userId!));
  if (!u?.totpEnabledAt || !u.totpSecret) return;
  if (!totp) throw new ApiError('two_factor_required', 'Enter the 6-digit code from your authenticator app to approve');
  const step = verifyTotp(u.totpSecret, totp, deps.clock.now());
  if (step === null || (u.totpLastStep !== null && step <= u.totpLastStep)) {
    throw new ApiError('two_factor_required', 'That code was not accepted; wait for a new one and try again');
  }
  await deps.db.update(users).set({ totpLastStep: step }).where(eq(users.id, u.id));
}

export function confirmationsArea(executors: () => Record<string, HoldExecutor>) {
  return implement(confirmationOps, {
    handlers: {
      async getPendingAction({ deps, cred, params }) {
        return presentPending(deps, await load(deps, cred, params.id));
      },
      async approvePendingAction({ deps, cred, params, body, hono, setAuditTarget }) {
        const row = await load(deps, cred, params.id);
        setAuditTarget(row.id);
        await stepUp(deps, cred, body.totp);
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
        await audit(deps.db, { ...cred, accountId: row.accountId }, {
          operation: row.operation, method: 'APPROVE', path: hono.req.path, target: row.id,
          outcome: done.status === 'failed' ? 'failed' : 'approved', status: 200, at: deps.clock.now(),
          detail: done.error?.detail ?? row.summary,
        });
        return presentPending(deps, done);
      },
      async rejectPendingAction({ deps, cred, params, hono, setAuditTarget }) {
        const row = await load(deps, cred, params.id);
        setAuditTarget(row.id);
        const done = await deps.db.transaction((tx) => claim(tx, deps, row.id, 'rejected', cred.userEmail ?? cred.name));
        await audit(deps.db, { ...cred, accountId: row.accountId }, {
          operation: row.operation, method: 'REJECT', path: hono.req.path, target: row.id, outcome: 'rejected', status: 200,
          at: deps.clock.now(), detail: row.summary,
        });
        return presentPending(deps, done);
      },
    },
  });
}
