// The human web session: login (with TOTP when two-factor is on), logout,
// session read and account switching. Only the session can approve holds.
import { z } from 'zod';
import { Ok, Timestamp } from './common';
import { Email } from './domain-name-fields';
import { defineArea } from './operation';
import { SecondFactorCode } from './account-recovery';

export const AccountRole = z.enum(['owner', 'guest']);

export const SessionAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: AccountRole,
});

export const Session = z
  .object({
    user: z.object({
      id: z.number().int(),
      email: z.string(),
      name: z.string(),
      twoFactorEnabled: z.boolean(),
    }),
    account: SessionAccount,
    expiresAt: Timestamp,
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof Session>;

export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1, 'Enter your password').max(256),
  // the authenticator's code, or one of the login's recovery codes (docs/decisions/026)
  totp: SecondFactorCode.optional(),
});

export const authOps = defineArea('auth', {
  login: {
    method: 'POST',
    path: '/auth/login',
    tier: 'R',
    scopes: [],
    caller: 'public',
    summary: 'Log in with email and password (and a TOTP code when two-factor is on); sets the session cookie',
    body: LoginBody,
    response: Session,
    errors: ['unauthorized', 'two_factor_required'],
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    tier: 'R',
    scopes: [],
    caller: 'session',
    summary: 'End the web session',
    response: Ok,
  },
  getSession: {
    method: 'GET',
    path: '/auth/session',
    tier: 'R',
    scopes: [],
    caller: 'session',
    summary: 'The current web session: user and acting account',
    response: Session,
  },
  switchAccount: {
    method: 'POST',
    path: '/auth/switch-account',
    tier: 'R',
    scopes: [],
    caller: 'session',
    summary: 'Act on another accessible account (own or as a guest)',
    body: z.object({ accountId: z.number().int().min(1) }),
    response: Session,
    errors: ['not_owned'],
  },
});
