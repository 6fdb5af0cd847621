// Pending actions: what a hold stored. Anyone on the account can read one;
// only the human web session can approve or reject it, once, before expiry.
import { z } from 'zod';
import { HoldStatus, Money, PreviewItem, Target, Timestamp } from './common';
import { SecondFactorCode } from './account-recovery';
import { PasskeyAssertion } from './account-passkeys';
import { defineArea } from './operation';

/** `confirmation_required` (the spec's word) until a human decides: nothing was executed yet. The hold's own values. */
export const PendingStatus = HoldStatus;

export const PendingAction = z
  .object({
    id: z.string(),
    operation: z.string(),
    summary: z.string(),
    status: PendingStatus,
    account: z.object({ id: z.number().int(), name: z.string() }),
    target: Target.nullable(),
    preview: z.array(PreviewItem),
    money: Money.nullable(),
    irreversible: z.boolean(),
    requestedBy: z.object({ kind: z.enum(['token', 'session']), name: z.string() }),
    createdAt: Timestamp,
    expiresAt: Timestamp,
    decidedAt: Timestamp.nullable(),
    decidedBy: z.string().nullable(),
    result: z.record(z.string(), z.unknown()).nullable(),
    error: z.object({ code: z.string(), detail: z.string() }).nullable(),
  })
  .meta({ id: 'PendingAction' });
export type PendingAction = z.infer<typeof PendingAction>;

const params = z.object({ id: z.string().max(64) });

export const confirmationOps = defineArea('confirmations', {
  getPendingAction: {
    method: 'GET',
    path: '/pending-actions/{id}',
    tier: 'R',
    scopes: [],
    summary: 'Read a pending action and its outcome (get_pending_action)',
    params,
    response: PendingAction,
    errors: ['not_found', 'not_owned'],
  },
  approvePendingAction: {
    method: 'POST',
    path: '/pending-actions/{id}/approve',
    tier: 'W',
    scopes: [],
    caller: 'session',
    summary: 'Approve a held action (web session only; a TOTP code or a passkey when two-factor is on); runs it once',
    params,
    // the step-up: an authenticator or recovery code, or a passkey's answer to a step-up challenge (ADR 029)
    body: z.object({ totp: SecondFactorCode.optional(), passkey: PasskeyAssertion.optional() }),
    response: PendingAction,
    errors: ['not_found', 'not_owned', 'owner_only', 'hold_expired', 'hold_already_decided', 'two_factor_required'],
  },
  rejectPendingAction: {
    method: 'POST',
    path: '/pending-actions/{id}/reject',
    tier: 'W',
    scopes: [],
    caller: 'session',
    summary: 'Reject a held action (web session only); nothing runs',
    params,
    response: PendingAction,
    errors: ['not_found', 'not_owned', 'hold_expired', 'hold_already_decided'],
  },
});
