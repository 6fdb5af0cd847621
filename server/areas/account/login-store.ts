// The rows a login reads and writes: the person by id or email, their web session, the password hash
// upgrade and guest invitations linked at first sign-in. Here because the account area owns `users`,
// `sessions` and `guests`; the auth area reaches them only through public.ts.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { guests, sessions, users } from '@server/db/schema/account';

/** A login as stored (with its password hash: only the auth area's checks read that). */
export type LoginUser = typeof users.$inferSelect;
export type LoginSessionRow = typeof sessions.$inferSelect;

export async function loginUserById(db: Db | Tx, id: number): Promise<LoginUser | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

/** The login with this email, compared without case. */
export async function loginUserByEmail(db: Db | Tx, email: string): Promise<LoginUser | undefined> {
  const [u] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return u;
}

/** Replace a password hash only if it is still `previousHash`: a password changed meanwhile wins. */
export async function replacePasswordHash(db: Db | Tx, userId: number, previousHash: string, nextHash: string) {
  await db
    .update(users)
    .set({ passwordHash: nextHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, previousHash)));
}

/** Guest invitations sent to this address before the person had a login, still open, now link to it. */
export async function linkGuestInvitations(db: Db | Tx, userId: number, email: string) {
  await db
    .update(guests)
    .set({ userId })
    .where(and(sql`lower(${guests.email}) = lower(${email})`, isNull(guests.userId), isNull(guests.revokedAt)));
}

export async function loginSessionById(db: Db | Tx, sessionId: string): Promise<LoginSessionRow | undefined> {
  const [s] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return s;
}

export async function insertLoginSession(
  db: Db | Tx,
  s: { id: string; userId: number; accountId: number; createdAt: Date; expiresAt: Date },
) {
  await db.insert(sessions).values(s);
}

/** Point a session at another account the person can act on (the caller has checked access). */
export async function setSessionAccount(db: Db | Tx, sessionId: string, accountId: number) {
  await db.update(sessions).set({ accountId }).where(eq(sessions.id, sessionId));
}
