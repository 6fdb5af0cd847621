// Web sessions: an opaque secret in an HttpOnly, SameSite=Strict cookie; the
// database keeps only its SHA-256. `__Host-` prefix and Secure when served over https.
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@server/core/admission/credential';
import { randomString, sha256 } from '@server/core/crypto';
import type { Deps } from '@server/core/deps';
import { clientIp, clientOf } from '@server/core/client-address';
import { insertLoginSession, recordSessionDetails } from '@server/areas/account/public';

/** Secure when the public URL is https, or the client's connection was (directly, or to a trusted proxy). */
const secureCookie = (deps: Deps, c: Context) => deps.config.secureCookies || clientOf(c, deps.config.trustProxy).https;

export const SESSION_HOURS = 12;

export async function startSession(deps: Deps, c: Context, userId: number, accountId: number) {
  const secret = randomString(43);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  await deps.db.transaction(async (tx) => {
    await insertLoginSession(tx, { id: sha256(secret), userId, accountId, createdAt: now, expiresAt });
    // What it was opened from, for the Security page's list of sessions.
    await recordSessionDetails(tx, sha256(secret), { userAgent: c.req.header('user-agent'), ip: clientIp(c), at: now });
  });
  const secure = secureCookie(deps, c);
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
  const secure = secureCookie(deps, c);
  deleteCookie(c, secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, { path: '/', secure });
}
