// Two-factor sign-in (TOTP) of the logged-in user: only the web session may change it.
import { z } from 'zod';
import { Timestamp } from './common';
import { defineArea } from './operation';
import { SecondFactorCode } from './account-recovery';

export const TwoFactorMethod = z.object({
  id: z.string(),
  type: z.literal('totp'),
  maskedValue: z.string(),
  createdAt: Timestamp,
});
export const TwoFactorState = z.object({ enabled: z.boolean(), methods: z.array(TwoFactorMethod) });
export const TotpCode = z
  .string()
  .max(6, { error: 'Enter the 6-digit code from your authenticator app', abort: true })
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

const write = ['write:account'] as const;

export const twoFactorOps = defineArea('account', {
  getTwoFactor: {
    method: 'GET',
    path: '/account/two-factor',
    tier: 'R',
    scopes: ['read:account'],
    summary: 'Two-factor state of the logged-in user',
    response: TwoFactorState,
  },
  enableTwoFactor: {
    method: 'POST',
    path: '/account/two-factor/enable',
    tier: 'W',
    scopes: write,
    caller: 'session',
    summary: 'Begin authenticator enrolment: returns an otpauth URI to scan',
    response: z.object({ otpauthUri: z.string(), secret: z.string(), expiresAt: Timestamp }),
    errors: ['conflict', 'owner_only'],
  },
  confirmTwoFactor: {
    method: 'POST',
    path: '/account/two-factor/confirm',
    tier: 'W',
    scopes: write,
    caller: 'session',
    summary: 'Confirm enrolment with a live authenticator code; answers the ten recovery codes, this once',
    body: z.object({ code: TotpCode }),
    response: TwoFactorState.extend({ recoveryCodes: z.array(z.string()) }),
    errors: ['conflict', 'owner_only'],
  },
  disableTwoFactor: {
    method: 'POST',
    path: '/account/two-factor/disable',
    tier: 'W',
    scopes: write,
    caller: 'session',
    summary: 'Turn two-factor off (needs a live code or a recovery code)',
    body: z.object({ code: SecondFactorCode }),
    response: TwoFactorState,
    errors: ['conflict', 'owner_only'],
  },
});
