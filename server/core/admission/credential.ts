// Who is calling: an API token (bound to one account, immutable scopes) or the
// human web session (all scopes, acting on the switched account).
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { scopeNames } from '@contract/scopes';
import { embeddedStateOf } from '@server/db/client';
import { accounts, apiTokens, guests, sessions, users } from '@server/db/schema/account';
import type { Deps } from '@server/core/deps';
import { cachedRead } from '@server/core/read-cache';
import { sha256 } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';
import { inputDomains, type DomainRow } from './resolve-input';
import { admitToken } from './token-admission';
import { consume, state, windowOf, windowStartOf, type BudgetState } from './rate-limit';
import { noteSessionUse } from './session-use';

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
  /** The person: the session's login, or the guest a guest's token acts as; null for an owner's token. */
  userId: number | null;
  userEmail: string | null;
  /** Acting in another person's account (a switched session, or a token a guest minted there). */
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

/** The caller (or why the credential it sent is refused), and its request budget after this call. */
export interface Admission {
  cred: Credential | null;
  authError: ApiError | null;
  budget: BudgetState;
  /** The domains the call's `input` names, when the admission statement read them (PostgreSQL, tokens). */
  input?: { input: string; rows: DomainRow[] };
  /**
   * Which statement admitted the call with the others of its turn (PostgreSQL, tokens): they were
   * all read at one moment, and all resume at once when it answers.
   */
  statement?: number;
  /** The database's revision when the admission statement read the token (PostgreSQL, tokens). */
  revision?: string;
}

/**
 * Identify the caller and count this call against its request budget: the credential's when it is
 * valid, else the client network's (`addressKey`). A bearer token needs one statement for both (it is
 * read afresh on every call, so a revocation holds at once; docs/decisions/018); a session two.
 */
export async function admitCaller(
  deps: Deps,
  authorization: string | undefined,
  cookieSecret: string | undefined,
  addressKey: string,
  input: string | null = null,
  calls = 1,
): Promise<Admission> {
  const bearer = authorization === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  // One process on its database: the credential may come from memory and the count is kept there.
  if (bearer && !embeddedStateOf(deps.db)) return tokenAndCount(deps, bearer[1]!, addressKey, input);
  let cred: Credential | null = null;
  let authError: ApiError | null = null;
  try {
    cred = await identify(deps, authorization, cookieSecret);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    authError = err;
  }
  const budget = await consume(deps, cred ? cred.budgetKey : addressKey, 'requests', calls);
  return { cred, authError, budget };
}

/**
 * The token's row and the budget count in one statement, batched with the other calls of this turn
 * (core/token-admission.ts); the budget key is chosen by the same validity rule. When the call names an
 * `input` domain, its rows are read in the same statement: one round trip fewer for nearly every call
 * with an input (they are used only once the token is admitted).
 */
async function tokenAndCount(deps: Deps, secret: string, addressKey: string, input: string | null): Promise<Admission> {
  const hash = sha256(secret);
  const names = input === null ? null : inputDomains(input);
  const now = deps.clock.now();
  const { limit, windowSec } = windowOf(deps, 'requests');
  const windowStart = windowStartOf(now.getTime(), windowSec);
  const t = await admitToken(deps.db, { hash, addressKey, at: now, windowStart, names });
  const budget = state(limit, windowSec, windowStart, now.getTime(), Number(t.count));
  const refuse = (authError: ApiError): Admission => ({ cred: null, authError, budget });
  if (!t.id) return refuse(new ApiError('unauthorized', 'The bearer token is not known'));
  const expiresAt = t.expires_ms === null ? null : new Date(Number(t.expires_ms));
  if (t.revoked) return refuse(new ApiError('token_revoked', `The token "${t.name}" was revoked`));
  // The same rule chose the budget key: a refused token never spends its own budget.
  if (!t.valid)
    return refuse(new ApiError('token_expired', `The token "${t.name}" expired at ${expiresAt?.toISOString()}`));
  return {
    authError: null,
    budget,
    statement: t.statement,
    revision: t.revision,
    ...(names && t.input_rows ? { input: { input: input!, rows: t.input_rows } } : {}),
    cred: {
      kind: 'token',
      id: t.id,
      name: t.name,
      scopes: t.scopes,
      expiresAt,
      budgetKey: hash,
      accountId: Number(t.account_id),
      accountName: t.account_name,
      accountEmail: t.account_email,
      ...actingPerson(t.guest_user_id === null ? null : Number(t.guest_user_id), t.guest_email),
      twoFactorEnabled: false,
    },
  };
}

async function fromToken(deps: Deps, secret: string): Promise<Credential> {
  const hash = sha256(secret);
  // A copy: the request may narrow its credential (an account switch) without touching the cached one.
  const cred = { ...(await cachedRead(deps.db, `token:${hash}`, () => readToken(deps, hash))) };
  // A cached token may have expired since it was read.
  if (cred.expiresAt && cred.expiresAt <= deps.clock.now())
    throw new ApiError('token_expired', `The token "${cred.name}" expired at ${cred.expiresAt.toISOString()}`);
  return cred;
}

async function readToken(deps: Deps, hash: string): Promise<Credential> {
  const [row] = await deps.db
    .select({ t: apiTokens, a: accounts, guest: { id: users.id, email: users.email } })
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .leftJoin(users, and(isNotNull(apiTokens.guestId), eq(users.id, apiTokens.createdByUserId)))
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
    ...actingPerson(row.guest?.id ?? null, row.guest?.email ?? null),
    twoFactorEnabled: false,
  };
}

/**
 * Who a token acts as: its account (no person) or, when a guest minted it while switched into the
 * account, that guest, as its session did (docs/decisions/023).
 */
function actingPerson(guestUserId: number | null, guestEmail: string | null) {
  return guestUserId === null
    ? { userId: null, userEmail: null, isGuest: false }
    : { userId: guestUserId, userEmail: guestEmail, isGuest: true };
}

async function fromSession(deps: Deps, secret: string): Promise<Credential> {
  const hash = sha256(secret);
  const cred = { ...(await cachedRead(deps.db, `session:${hash}`, () => readSession(deps, hash))) };
  // A cached session may have ended since it was read.
  if (cred.expiresAt! <= deps.clock.now()) throw new ApiError('unauthorized', 'Your session has ended; log in again');
  await noteSessionUse(deps, hash);
  return cred;
}

async function readSession(deps: Deps, hash: string): Promise<Credential> {
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
