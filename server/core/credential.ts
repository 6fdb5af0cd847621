// Who is calling: an API token (bound to one account, immutable scopes) or the
// human web session (all scopes, acting on the switched account).
import { and, eq, isNull } from 'drizzle-orm';
import { scopeNames } from '@contract/scopes';
import { accounts, apiTokens, guests, sessions, users } from '@server/db/schema';
import type { Deps } from './deps';
import { sha256 } from './crypto';
import { ApiError } from './problem';

export interface Credential {
  kind: 'token' | 'session';
  id: string;
  name: string;
  scopes: readonly string[];
  expiresAt: Date | null;
  /** Rate-limit budget key: SHA-256 of the whole secret. */
  budgetKey: string;
  accountId: number;
  accountName: string;
  accountEmail: string;
  userId: number | null;
  userEmail: string | null;
  isGuest: boolean;
  twoFactorEnabled: boolean;
}

export const SESSION_COOKIE = 'session';
export const SECURE_SESSION_COOKIE = '__Host-session';

/** Returns the credential, null when none was presented, or throws the 401 that fits. */
export async function identify(
  deps: Deps,
  authorization: string | undefined,
  cookieSecret: string | undefined,
): Promise<Credential | null> {
  if (authorization !== undefined) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!m) throw new ApiError('unauthorized', 'The Authorization header must be "Bearer <token>"');
    return fromToken(deps, m[1]!);
  }
  if (cookieSecret) return fromSession(deps, cookieSecret);
  return null;
}

async function fromToken(deps: Deps, secret: string): Promise<Credential> {
  const hash = sha256(secret);
  const [row] = await deps.db
    .select({ t: apiTokens, a: accounts })
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .where(eq(apiTokens.hash, hash));
  if (!row) throw new ApiError('unauthorized', 'The bearer token is not known');
  const now = deps.clock.now();
  if (row.t.revokedAt) throw new ApiError('token_revoked', `The token "${row.t.name}" was revoked`);
  if (row.t.expiresAt && row.t.expiresAt <= now)
    throw new ApiError('token_expired', `The token "${row.t.name}" expired at ${row.t.expiresAt.toISOString()}`);
  return {
    kind: 'token',
    id: row.t.id,
    name: row.t.name,
    scopes: row.t.scopes,
    expiresAt: row.t.expiresAt,
    budgetKey: hash,
    accountId: row.a.id,
    accountName: row.a.name,
    accountEmail: row.a.email,
    userId: null,
    userEmail: null,
    isGuest: false,
    twoFactorEnabled: false,
  };
}

async function fromSession(deps: Deps, secret: string): Promise<Credential> {
  const hash = sha256(secret);
  const [row] = await deps.db
    .select({ s: sessions, u: users, a: accounts })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.id, hash));
  if (!row || row.s.expiresAt <= deps.clock.now())
    throw new ApiError('unauthorized', 'Your session has ended; log in again');
  const isGuest = row.a.ownerUserId !== row.u.id;
  if (isGuest) {
    // A revoked guest loses the switched account at once, not at session end.
    const [g] = await deps.db
      .select({ id: guests.id })
      .from(guests)
      .where(and(eq(guests.accountId, row.a.id), eq(guests.userId, row.u.id), isNull(guests.revokedAt)));
    if (!g) throw new ApiError('unauthorized', 'Your guest access to this account was revoked; log in again');
  }
  return {
    kind: 'session',
    id: hash.slice(0, 16),
    name: `Web session (${row.u.email})`,
    scopes: scopeNames,
    expiresAt: row.s.expiresAt,
    budgetKey: hash,
    accountId: row.a.id,
    accountName: row.a.name,
    accountEmail: row.a.email,
    userId: row.u.id,
    userEmail: row.u.email,
    isGuest,
    twoFactorEnabled: !!row.u.totpEnabledAt,
  };
}
