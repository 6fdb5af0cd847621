// The person's web sessions as the Security page sees them, and ending them. The `sessions` row is the
// credential (core/credential.ts reads it on every request, cached under the database's revision, so a
// deleted row ends the session at once); `session_details` says what it was opened from.
import { and, count, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { LoginSession } from '@contract/account-sessions';
import { SESSION_LIST_LIMIT } from '@contract/account-sessions';
import type { Db, Tx } from '@server/db/client';
import { accounts, sessionDetails, sessions } from '@server/db/schema/account';
import { sha256 } from '@server/core/crypto';
import { placeOf } from './session-place';

/**
 * The handle a session is listed and signed out by: derived from the stored hash (itself a hash of the
 * cookie), so it names the session without giving away anything that could be turned back into it.
 */
export const publicSessionId = (sessionId: string) => `ses_${sha256(`session:${sessionId}`).slice(0, 24)}`;

/** What a new session was opened from; called by the login. */
export async function recordSessionDetails(
  db: Db | Tx,
  sessionId: string,
  d: { userAgent: string | undefined; ip: string; at: Date },
) {
  await db.insert(sessionDetails).values({
    sessionId,
    userAgent: d.userAgent?.slice(0, 512) ?? null,
    ip: d.ip,
    place: placeOf(d.ip),
    lastUsedAt: d.at,
  });
}

/** End one session (logout): its row and its details. */
export async function endSession(db: Db | Tx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  await db.delete(sessionDetails).where(eq(sessionDetails.sessionId, sessionId));
}

/** End every session of the person (but `except`); how many of them had not ended yet. */
export async function endSessionsOf(tx: Tx, userId: number, now: Date, except?: string): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (ended.length)
    await tx.delete(sessionDetails).where(
      inArray(
        sessionDetails.sessionId,
        ended.map((s) => s.id),
      ),
    );
  return ended.filter((s) => s.expiresAt > now).length;
}

const uaText = (name: string | undefined, version: string | undefined) =>
  name ? (version ? `${name} ${version}` : name) : null;

/** Browser, system and device from the User-Agent, with ua-parser-js; null parts when it does not say. */
export function describeUserAgent(ua: string | null) {
  if (!ua) return { browser: null, os: null, device: null };
  const r = UAParser(ua);
  const device = [r.device.vendor, r.device.model].filter(Boolean).join(' ');
  return {
    browser: uaText(r.browser.name, r.browser.major),
    os: uaText(r.os.name, r.os.version),
    device: device || (r.device.type ? r.device.type : null),
  };
}

type Row = { s: typeof sessions.$inferSelect; d: typeof sessionDetails.$inferSelect | null; accountName: string };

function present(r: Row, currentId: string): LoginSession {
  return {
    id: publicSessionId(r.s.id),
    current: r.s.id === currentId,
    ...describeUserAgent(r.d?.userAgent ?? null),
    ip: r.d?.ip ?? null,
    place: r.d?.place ?? null,
    createdAt: r.s.createdAt.toISOString(),
    lastSeenAt: r.d?.lastUsedAt?.toISOString() ?? null,
    expiresAt: r.s.expiresAt.toISOString(),
    account: { id: r.s.accountId, name: r.accountName },
  };
}

/** The person's sessions that have not ended, newest first, and how many there are. */
export async function listSessionsOf(db: Db | Tx, userId: number, now: Date, currentId: string) {
  const live = and(eq(sessions.userId, userId), gt(sessions.expiresAt, now));
  const rows = await db
    .select({ s: sessions, d: sessionDetails, accountName: accounts.name })
    .from(sessions)
    .leftJoin(sessionDetails, eq(sessionDetails.sessionId, sessions.id))
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(live)
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(SESSION_LIST_LIMIT);
  const [total] = await db.select({ n: count() }).from(sessions).where(live);
  return { data: rows.map((r) => present(r, currentId)), total: total?.n ?? 0 };
}

/** One live session of the person by its public handle, or null (another person's is not theirs to see). */
export async function findSessionOf(db: Db | Tx, userId: number, now: Date, publicId: string, currentId: string) {
  const rows = await db
    .select({ s: sessions, d: sessionDetails, accountName: accounts.name })
    .from(sessions)
    .leftJoin(sessionDetails, eq(sessionDetails.sessionId, sessions.id))
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  const row = rows.find((r) => publicSessionId(r.s.id) === publicId);
  return row ? { id: row.s.id, view: present(row, currentId) } : null;
}
