// Web sessions: an opaque secret in an HttpOnly, SameSite=Strict cookie; the
// database keeps only its SHA-256. `__Host-` prefix and Secure when served over https.
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import type { Session } from '@contract/auth';
import { sessions, users } from '@server/db/schema';
import type { Db } from '@server/db/client';
import { accessibleAccounts } from '@server/core/access';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@server/core/credential';
import { randomString, sha256 } from '@server/core/crypto';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';

export const SESSION_HOURS = 12;

export async function startSession(deps: Deps, c: Context, userId: number, accountId: number) {
  const secret = randomString(43);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  await deps.db.insert(sessions).values({ id: sha256(secret), userId, accountId, createdAt: now, expiresAt });
  const secure = deps.config.secureCookies;
  setCookie(c, secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, secret, {
    httpOnly: true,
    secure,
    sameSite: 'Strict',
    path: '/',
    maxAge: SESSION_HOURS * 3600,
  });
  return sha256(secret);
}

export function clearSessionCookie(deps: Deps, c: Context) {
  const secure = deps.config.secureCookies;
  deleteCookie(c, secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, { path: '/', secure });
}

export async function presentSession(db: Db, sessionId: string): Promise<Session> {
  const [s] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!s) throw new ApiError('unauthorized', 'Your session has ended; log in again');
  const [u] = await db.select().from(users).where(eq(users.id, s.userId));
  const acc = (await accessibleAccounts(db, u!.id)).find((a) => a.id === s.accountId);
  if (!acc)
    throw new ApiError('unauthorized', 'You no longer have access to the account of this session; log in again');
  return {
    user: { id: u!.id, email: u!.email, name: u!.name, twoFactorEnabled: !!u!.totpEnabledAt },
    account: acc,
    expiresAt: s.expiresAt.toISOString(),
  };
}
