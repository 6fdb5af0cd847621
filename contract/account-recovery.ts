// Two-factor recovery codes: ten one-time codes, shown once when two-factor is turned on (or the set is
// made again), each accepted once wherever an authenticator code is (docs/decisions/026).
import { z } from 'zod';
import { Timestamp } from './common';
import { defineArea } from './operation';

/** How many codes a set has. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * What a person types where an authenticator code is asked for: the app's 6 digits, or a recovery code
 * (`xxxx-xxxx-xxxx`, letters and digits; dashes, spaces and case do not matter).
 */
export const SecondFactorCode = z
  .string()
  .trim()
  .max(20, { error: 'Enter the 6-digit code from your authenticator app, or a recovery code', abort: true })
  .regex(
    /^(\d{6}|[0-9A-Za-z]{4}[- ]?[0-9A-Za-z]{4}[- ]?[0-9A-Za-z]{4})$/,
    'Enter the 6-digit code from your authenticator app, or a recovery code',
  );

export const RecoveryCodeStatus = z.object({
  /** Two-factor is on: recovery codes only mean something then. */
  twoFactorEnabled: z.boolean(),
  remaining: z.number().int().min(0),
  total: z.number().int().min(0),
  generatedAt: Timestamp.nullable(),
});

export const recoveryOps = defineArea('account', {
  getRecoveryCodes: {
    method: 'GET',
    path: '/account/two-factor/recovery-codes',
    tier: 'R',
    scopes: [],
    caller: 'session',
    summary: 'How many two-factor recovery codes of the logged-in person are left (never the codes)',
    response: RecoveryCodeStatus,
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/account/two-factor/recovery-codes',
    tier: 'W',
    scopes: [],
    caller: 'session',
    summary: 'Make a new set of ten recovery codes (shown this once) and end the old set; needs the password or a code',
    body: z.object({
      password: z.string().max(256, 'At most 256 characters').optional(),
      code: SecondFactorCode.optional(),
    }),
    response: RecoveryCodeStatus.extend({ codes: z.array(z.string()) }),
    errors: ['conflict', 'owner_only'],
  },
});
