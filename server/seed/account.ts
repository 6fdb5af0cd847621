// The demo's people and accounts: the users (with a stand-in password hash until the real ones are
// made), their accounts with a profile, and the guest access of one account to another.
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import * as tAccount from '@server/db/schema/account';

const day = 86_400_000;

export async function seedPerson(tx: Tx, email: string, name: string, passwordHash: string) {
  const [u] = await tx.insert(tAccount.users).values({ email, name, passwordHash }).returning();
  return u!;
}

export async function seedAccount(
  tx: Tx,
  ownerUserId: number,
  v: {
    name: string;
    email: string;
    company: string | null;
    country: string;
    city: string;
    /** E.164, as the profile stores it (ADR 022). */
    phone: string;
    /** A VAT number that passes its country's check digits, stored as the profile stores it. */
    vatNumber: string | null;
    now: Date;
  },
) {
  const [a] = await tx
    .insert(tAccount.accounts)
    .values({
      ownerUserId,
      name: v.name,
      email: v.email,
      company: v.company,
      country: v.country,
      currency: 'EUR',
      phone: v.phone,
      vatNumber: v.vatNumber,
      address: { line1: 'Storgatan 12', line2: null, city: v.city, postalCode: '111 22', country: v.country },
      preferences: {},
      createdAt: new Date(v.now.getTime() - 900 * day),
      updatedAt: v.now,
    })
    .returning();
  return a!;
}

/** `user` has been a guest of `accountId` (every role) since `since`. */
export async function seedGuest(tx: Tx, accountId: number, user: { id: number; email: string }, since: Date) {
  await tx
    .insert(tAccount.guests)
    .values({ accountId, email: user.email, role: 'all', userId: user.id, createdAt: since });
}

/** The user's real password hash, once it is made. */
export async function setSeedPasswordHash(tx: Tx, userId: number, passwordHash: string) {
  await tx.update(tAccount.users).set({ passwordHash }).where(eq(tAccount.users.id, userId));
}
