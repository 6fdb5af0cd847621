// The account's running balance column. Only billing's ledger moves it (billing/balance-moves.ts), in the
// same transaction as the ledger line that says why.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { accounts } from '@server/db/schema/account';

/** Adds `cents` (negative to take) to the balance and answers the balance after. */
export async function addToBalance(tx: Tx, accountId: number, cents: number, now: Date): Promise<number> {
  const [acc] = await tx
    .update(accounts)
    .set({ balanceCents: sql`${accounts.balanceCents} + ${cents}`, updatedAt: now })
    .where(eq(accounts.id, accountId))
    .returning({ balance: accounts.balanceCents });
  return acc!.balance;
}
