// Account rows read all at once or by contact email (the demo seed prints every account's billing
// address and registry contacts, and finds the demo account to load bulk rows into). One by id is
// account-reads.ts's accountById.
import { asc, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { accounts } from '@server/db/schema/account';
import type { AccountRow } from './account-reads';

/** Every account, by id. */
export const allAccounts = (q: Db | Tx): Promise<AccountRow[]> => q.select().from(accounts).orderBy(asc(accounts.id));

/** The account whose contact email is `email` (compared in lower case), or null. */
export async function accountByEmail(q: Db | Tx, email: string): Promise<AccountRow | null> {
  const [row] = await q
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}
