// Data access shared by the account handlers: the account row.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { accounts } from '@server/db/schema/account';

export const loadAccount = async (db: Db | Tx, id: number) =>
  (await db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
