// Holds: a hold operation validates, resolves its target and stores a pending
// action; nothing runs until a human approves it through the web session,
// exactly once and before expiry. Approval runs the held operation in one transaction.
// A retry with the same attempt_key gets the first hold back, with what became of it.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Money, PreviewItem, Target } from '@contract/common';
import type { PendingAction } from '@contract/confirmations';
import type { Db, Tx } from '@server/db/client';
import { accounts } from '@server/db/schema/account';
import { pendingActions } from '@server/db/schema/core';
import type { Credential } from './admission/credential';
import type { Deps } from './deps';
import { newId, stableHash } from './crypto';
import { ApiError } from './problem';

export type PendingRow = typeof pendingActions.$inferSelect;

export interface HoldPlan {
  summary: string;
  params: Record<string, unknown>;
  preview: PreviewItem[];
  target?: Target | null;
  money?: Money | null;
  irreversible?: boolean;
  /** Extra members for the hold response (e.g. add-funds echoes `amount`). */
  extra?: Record<string, unknown>;
}

/** Runs the held operation on approval; returns what is recorded as its result. */
export type HoldExecutor = (tx: Tx, action: PendingRow, deps: Deps) => Promise<Record<string, unknown>>;

/** The request a retry is compared on: path, query and body as validated, without the key itself. */
export interface HeldRequest {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

const withoutKey = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as object), attempt_key: undefined } : (v ?? null);

export const requestHashOf = (r: HeldRequest) =>
  stableHash({ params: r.params ?? null, query: withoutKey(r.query), body: withoutKey(r.body) });

export const attemptKeyOf = (r: HeldRequest): string | null =>
  (r.body as { attempt_key?: string | null } | undefined)?.attempt_key ??
  (r.query as { attempt_key?: string } | undefined)?.attempt_key ??
  null;

async function findAttempt(deps: Deps, accountId: number, operation: string, attemptKey: string) {
  const [row] = await deps.db
    .select()
    .from(pendingActions)
    .where(
      and(
        eq(pendingActions.accountId, accountId),
        eq(pendingActions.operation, operation),
        eq(pendingActions.attemptKey, attemptKey),
      ),
    );
  return row;
}

/**
 * A retry is answered before the operation's own checks and `prepare` run, from the hold its first call stored:
 * the target may have changed since (the name taken, the addon bought by that very hold), and the retry must
 * still learn what became of its intent, not meet a fresh 409 or 422. Null when there is no such hold, or the
 * request is spelled differently: then `prepare` runs and `createHold` compares what it made of it.
 */
export async function replayAttempt(deps: Deps, cred: Credential, operation: string, request: HeldRequest) {
  const key = attemptKeyOf(request);
  if (!key) return null;
  const row = await findAttempt(deps, cred.accountId, operation, key);
  if (!row?.requestHash || row.requestHash !== requestHashOf(request)) return null;
  return holdAnswer(deps, row);
}

export async function createHold(
  deps: Deps,
  cred: Credential,
  operation: string,
  plan: HoldPlan,
  attemptKey: string | null | undefined,
  request?: HeldRequest,
) {
  const now = deps.clock.now();
  const paramsHash = stableHash(plan.params);
  const requestHash = request ? requestHashOf(request) : null;
  const values = {
    id: newId('pa', 20),
    accountId: cred.accountId,
    operation,
    summary: plan.summary,
    params: plan.params,
    paramsHash,
    requestHash,
    answerExtra: plan.extra ?? null,
    preview: plan.preview,
    target: (plan.target ?? null) as Record<string, unknown> | null,
    money: plan.money ?? null,
    irreversible: plan.irreversible ?? false,
    attemptKey: attemptKey || null,
    requestedBy: { kind: cred.kind, id: cred.id, name: cred.kind === 'token' ? `API token "${cred.name}"` : cred.name },
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.holdTtlMinutes * 60_000),
  };
  if (!values.attemptKey) {
    const [row] = await deps.db.insert(pendingActions).values(values).returning();
    return holdAnswer(deps, row!);
  }
  // Concurrent first calls race on the unique (account, operation, attempt_key) index: one insert wins, the rest read it.
  const [row] = await deps.db
    .insert(pendingActions)
    .values(values)
    .onConflictDoNothing({
      target: [pendingActions.accountId, pendingActions.operation, pendingActions.attemptKey],
      where: sql`attempt_key is not null`,
    })
    .returning();
  if (row) return holdAnswer(deps, row);
  const existing = await findAttempt(deps, cred.accountId, operation, values.attemptKey);
  if (!existing) throw new Error('attempt_key conflict without a row');
  const same = (requestHash !== null && existing.requestHash === requestHash) || existing.paramsHash === paramsHash;
  if (!same) throw attemptKeyReused();
  return holdAnswer(deps, existing, existing.answerExtra ?? plan.extra);
}

/** The 422 for an `attempt_key` used again with other parameters: one key is one intent. */
export const attemptKeyReused = () =>
  new ApiError(
    'validation_failed',
    'attempt_key was already used for this operation with different parameters; use a new attempt_key for a new intent',
    {
      errors: [{ path: 'attempt_key', message: 'Already used with different parameters', code: 'attempt_key_reused' }],
    },
  );

/**
 * The hold answer, first call and retries alike. Once decided or expired, the status says so, with the recorded
 * result (approved) or problem (failed): never `confirmation_required` for a hold that is no longer waiting. The
 * `confirmationUrl` stays: the same page then shows what became of the action instead of asking for a decision.
 */
export function holdAnswer(deps: Deps, row: PendingRow, extra = row.answerExtra ?? undefined) {
  const status = statusOf(row, deps.clock.now());
  const common = {
    ...extra,
    status,
    pendingActionId: row.id,
    confirmationUrl: `${deps.config.appUrl}/confirm/${row.id}`,
    expiresAt: row.expiresAt.toISOString(),
    preview: row.preview,
    target: row.target as Target | null,
    operation: row.operation,
    money: row.money,
  };
  if (status === 'confirmation_required') return common;
  return {
    ...common,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    result: row.result ?? null,
    error: row.error ?? null,
  };
}

/**
 * What a poller sees. Undecided is stored as `pending` and answered as the spec's `confirmation_required`,
 * the same value the hold itself answered, until a human decides or the deadline passes.
 */
export function statusOf(row: PendingRow, now: Date): PendingAction['status'] {
  if (row.status !== 'pending') return row.status as PendingAction['status'];
  return row.expiresAt <= now ? 'expired' : 'confirmation_required';
}

export async function presentPending(deps: Deps, row: PendingRow): Promise<PendingAction> {
  const [acc] = await deps.db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  return {
    id: row.id,
    operation: row.operation,
    summary: row.summary,
    status: statusOf(row, deps.clock.now()),
    account: acc!,
    target: row.target as Target | null,
    preview: row.preview,
    money: row.money,
    irreversible: row.irreversible,
    requestedBy: { kind: row.requestedBy.kind, name: row.requestedBy.name },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    result: row.result ?? null,
    error: row.error ?? null,
  };
}

/**
 * Claim the action for a decision: an UPDATE guarded by status and expiry, so
 * two concurrent approvals cannot both win. Returns the claimed row or throws 409.
 */
export async function claim(
  tx: Tx,
  deps: Deps,
  id: string,
  status: 'approved' | 'rejected',
  decidedBy: string,
): Promise<PendingRow> {
  const now = deps.clock.now();
  const [row] = await tx
    .update(pendingActions)
    .set({ status, decidedAt: now, decidedBy })
    .where(and(eq(pendingActions.id, id), eq(pendingActions.status, 'pending'), gt(pendingActions.expiresAt, now)))
    .returning();
  if (row) return row;
  const [current] = await tx.select().from(pendingActions).where(eq(pendingActions.id, id));
  if (!current) throw new ApiError('not_found', 'No such pending action');
  if (current.status === 'pending')
    throw new ApiError(
      'hold_expired',
      `This confirmation expired at ${current.expiresAt.toISOString()}; ask for the action again`,
    );
  throw new ApiError(
    'hold_already_decided',
    `This action was already ${current.status}${current.decidedAt ? ` at ${current.decidedAt.toISOString()}` : ''}`,
  );
}

export async function recordOutcome(
  tx: Tx,
  id: string,
  outcome: { result?: Record<string, unknown>; error?: { code: string; detail: string } },
) {
  const [row] = await tx
    .update(pendingActions)
    .set(outcome.error ? { status: 'failed', error: outcome.error } : { result: outcome.result ?? {} })
    .where(eq(pendingActions.id, id))
    .returning();
  return row!;
}

/** A pending action by its id, whichever account it is of (the caller's right to it is checked by the caller). */
export async function pendingActionById(db: Db | Tx, id: string): Promise<PendingRow | undefined> {
  const [row] = await db.select().from(pendingActions).where(eq(pendingActions.id, id));
  return row;
}
