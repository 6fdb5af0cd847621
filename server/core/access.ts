// Which accounts a person may act on: those they own and those they are an
// active guest of. Used by login, account switching, approvals and the account list.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { accounts, guests } from '@server/db/schema';

export interface AccessibleAccount {
  id: number;
  name: string;
  email: string;
  role: 'owner' | 'guest';
}

export async function accessibleAccounts(db: Db | Tx, userId: number): Promise<AccessibleAccount[]> {
  const owned = await db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.ownerUserId, userId))
    .orderBy(accounts.id);
  const guestOf = await db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email })
    .from(guests)
    .innerJoin(accounts, eq(accounts.id, guests.accountId))
    .where(and(eq(guests.userId, userId), isNull(guests.revokedAt)))
    .orderBy(accounts.id);
  return [
    ...owned.map((a) => ({ ...a, role: 'owner' as const })),
    ...guestOf.map((a) => ({ ...a, role: 'guest' as const })),
  ];
}

export async function canAccess(db: Db | Tx, userId: number, accountId: number) {
  return (await accessibleAccounts(db, userId)).find((a) => a.id === accountId) ?? null;
}
