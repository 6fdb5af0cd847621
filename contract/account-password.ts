// The login password: change it (knowing the current one) or, when forgotten, reset it through a
// single-use link mailed to the login address. Limits and lifetimes: docs/decisions/026.
import { z } from 'zod';
import { Email } from './domain-name-fields';
import { defineArea } from './operation';

export const PASSWORD_MIN_LENGTH = 12;
/** How long a mailed reset link works. */
export const RESET_LINK_MINUTES = 30;

/** A new password's length rule; the server also refuses common and guessable ones (422 on `newPassword`). */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'At most 256 characters');

export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(256, 'At most 256 characters'),
  newPassword: NewPassword,
  /** Revoke every API token this person created, too (the other web sessions always end). */
  revokeApiTokens: z.boolean().default(false),
});

export const PasswordChanged = z.object({
  sessionsEnded: z.number().int().min(0),
  tokensRevoked: z.number().int().min(0),
});

export const ResetRequested = z.object({ ok: z.literal(true), detail: z.string() });

export const CompleteResetBody = z.object({
  token: z.string().min(1, 'The reset link is incomplete').max(128, 'The reset link is not valid'),
  newPassword: NewPassword,
});

export const passwordOps = defineArea('account', {
  changePassword: {
    method: 'POST',
    path: '/account/password',
    tier: 'W',
    scopes: [],
    caller: 'session',
    summary:
      "Change the login's password (needs the current one); every other web session ends, API tokens too if asked",
    body: ChangePasswordBody,
    response: PasswordChanged,
    errors: ['owner_only'],
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/account/password-reset',
    tier: 'R',
    scopes: [],
    caller: 'public',
    status: 202,
    summary:
      'Forgot password: mail a single-use reset link (30 minutes) to this login address; the answer is the same whether or not it has a login',
    body: z.object({ email: Email }),
    response: ResetRequested,
  },
  completePasswordReset: {
    method: 'POST',
    path: '/account/password-reset/complete',
    tier: 'R',
    scopes: [],
    caller: 'public',
    summary: "Set a new password with a reset link's token; every web session of the login ends",
    body: CompleteResetBody,
    response: z.object({ ok: z.literal(true), sessionsEnded: z.number().int().min(0) }),
  },
});
