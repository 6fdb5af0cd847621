// The account row as other areas read it (billing prints its name and address, services bill in its
// currency, notices are written in its formats, cron reads its time zone): plain rows, never the table,
// since the account area owns `accounts` and `users`.
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { accounts } from '@server/db/schema/account';

export type AccountRow = typeof accounts.$inferSelect;

/** The account, or undefined when there is none with this id. */
export async function accountById(db: Db | Tx, id: number): Promise<AccountRow | undefined> {
  const [a] = await db.select().from(accounts).where(eq(accounts.id, id));
  return a;
}

/** The first account (by id) the login owns, or undefined (a guest-only login). */
export async function firstOwnedAccount(db: Db | Tx, userId: number): Promise<AccountRow | undefined> {
  const [a] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.ownerUserId, userId))
    .orderBy(asc(accounts.id))
    .limit(1);
  return a;
}

/** The account locked for the rest of the transaction (a charge against its balance follows), or undefined. */
export async function lockedAccountById(tx: Tx, id: number): Promise<AccountRow | undefined> {
  const [a] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
  return a;
}
