// The balance ledger: every move of an account's balance writes the line that says why, in the same
// transaction. A paid deposit invoice credits the balance with its amount before tax.
import type { Tx } from '@server/db/client';
import { balanceEvents } from '@server/db/schema/billing';
import type { PaidHook } from '@server/core/money';
import { addToBalance } from '@server/areas/account/public';

/** Move the balance and write the ledger line in the same transaction. */
export async function moveBalance(
  tx: Tx,
  accountId: number,
  cents: number,
  kind: 'deposit' | 'charge' | 'refund' | 'adjustment',
  description: string,
  invoiceId: number | null,
  now: Date,
) {
  const balance = await addToBalance(tx, accountId, cents, now);
  await tx.insert(balanceEvents).values({
    accountId,
    kind,
    amountCents: cents,
    balanceAfterCents: balance,
    description,
    invoiceId,
    createdAt: now,
  });
  return balance;
}

/** The first paid hook (create-deps.ts): a paid deposit invoice credits the balance with its amount before tax. */
export const creditPaidDeposit: PaidHook = async (tx, inv, now) => {
  if (inv.kind === 'deposit')
    await moveBalance(
      tx,
      inv.accountId,
      inv.totalCents - inv.taxCents,
      'deposit',
      `Deposit invoice ${inv.number} paid`,
      inv.id,
      now,
    );
};
