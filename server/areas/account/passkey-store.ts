// A person's passkeys: reading, adding, renaming, removing, and the counter and last use a sign-in moves.
// Every read and write is scoped to the person (`user_id`), so another person's passkey id is "not found".
import { and, asc, count, eq } from 'drizzle-orm';
import type { Passkey } from '@contract/account-passkeys';
import { passkeys } from '@server/db/schema/account';
import type { Db, Tx } from '@server/db/client';
import { newId } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';

export type PasskeyRow = typeof passkeys.$inferSelect;

export const presentPasskey = (r: PasskeyRow): Passkey => ({
  id: r.id,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  deviceType: r.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
  backedUp: r.backedUp,
});

export function passkeysOf(db: Db | Tx, userId: number) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function passkeyCount(db: Db | Tx, userId: number) {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export const passkeyByCredential = async (db: Db | Tx, credentialId: string): Promise<PasskeyRow | null> =>
  (await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)))[0] ?? null;

export interface NewPasskey {
  userId: number;
  name: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  createdAt: Date;
}

/** Store a verified credential; 409 when that credential is already registered (to anyone). */
export async function insertPasskey(db: Db | Tx, p: NewPasskey): Promise<PasskeyRow> {
  const [row] = await db
    .insert(passkeys)
    .values({ id: newId('pk', 20), ...p })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  if (!row) throw new ApiError('conflict', 'That passkey is already registered; each passkey is added once');
  return row;
}

export async function renamePasskeyOf(db: Db | Tx, userId: number, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw new ApiError('not_found', 'You have no passkey with that id (it may have been removed already)');
  return row;
}

export async function removePasskeyOf(db: Db | Tx, userId: number, id: string) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw new ApiError('not_found', 'You have no passkey with that id (it may have been removed already)');
  return row;
}

/**
 * Record a use: the new signature counter and the time, only if the stored counter is still the one the
 * signature was checked against. Of two requests carrying answers with the same counter, one wins; the
 * other is refused like a cloned authenticator's would be.
 */
export async function recordPasskeyUse(db: Db | Tx, row: PasskeyRow, newCounter: number, at: Date) {
  const moved = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: at })
    .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
    .returning({ id: passkeys.id });
  return moved.length === 1;
}
