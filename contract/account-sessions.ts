// The logged-in person's web sessions: where they are signed in, and signing one (or all others) out.
import { z } from 'zod';
import { Timestamp } from './common';
import { defineArea } from './operation';

export const LoginSession = z.object({
  /** A handle for this list and the sign-out call (not the cookie, nor anything it can be derived from). */
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  /** From the User-Agent the browser sent at login, e.g. "Firefox 139" and "Windows 11"; null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  /** Where the address is, as far as the sandbox can tell (it has no location database). */
  place: z.string().nullable(),
  createdAt: Timestamp,
  /** Last request with this session, to the minute; null when it was never used after login. */
  lastSeenAt: Timestamp.nullable(),
  expiresAt: Timestamp,
  account: z.object({ id: z.number().int(), name: z.string() }),
});
export type LoginSession = z.infer<typeof LoginSession>;

/** The newest sessions listed; a login has few (each lasts 12 hours). */
export const SESSION_LIST_LIMIT = 100;

export const sessionOps = defineArea('account', {
  listSessions: {
    method: 'GET',
    path: '/account/sessions',
    tier: 'R',
    scopes: [],
    caller: 'session',
    summary: 'Web sessions of the logged-in person that have not ended, newest first (at most 100)',
    response: z.object({ data: z.array(LoginSession), total: z.number().int().min(0) }),
  },
  revokeSession: {
    method: 'DELETE',
    path: '/account/sessions/{session}',
    tier: 'W',
    scopes: [],
    caller: 'session',
    summary: 'Sign one of your other web sessions out (this one signs out with POST /auth/logout)',
    params: z.object({ session: z.string().max(64) }),
    response: LoginSession,
    errors: ['not_found', 'conflict', 'owner_only'],
  },
  revokeOtherSessions: {
    method: 'POST',
    path: '/account/sessions/actions/sign-out-others',
    tier: 'W',
    scopes: [],
    caller: 'session',
    summary: 'Sign out every web session of the logged-in person but this one',
    response: z.object({ ended: z.number().int().min(0) }),
    errors: ['owner_only'],
  },
});
