// Ownership-checked loads of billing resources: a missing one is a 404 with the
// spec's code, another account's is a 403 not_owned (the spec's rule for invoices and cards).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { billingAddresses, invoices } from '@server/db/schema';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';

/** Path ids are digit strings; beyond int4 nothing can match (and Postgres would refuse the comparison). */
export function pathId(raw: string | number): number | null {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
}

export async function ownedInvoice(db: Db | Tx, accountId: number, raw: string | number) {
  const id = pathId(raw);
  const [inv] = id === null ? [] : await db.select().from(invoices).where(eq(invoices.id, id));
  if (!inv) throw new ApiError('invoice_not_found', `There is no invoice ${raw}`);
  if (inv.accountId !== accountId) throw new ApiError('not_owned', `Invoice ${raw} belongs to another account`);
  return inv;
}

export async function ownedAddress(db: Db | Tx, accountId: number, raw: string | number) {
  const id = pathId(raw);
  const [row] = id === null ? [] : await db.select().from(billingAddresses).where(eq(billingAddresses.id, id));
  if (!row) throw new ApiError('not_found', `There is no billing address ${raw}`);
  if (row.accountId !== accountId) throw new ApiError('not_owned', `Billing address ${raw} belongs to another account`);
  return row;
}

export async function ownedCard(deps: Deps, accountId: number, raw: string | number) {
  const id = pathId(raw);
  const card = id === null ? undefined : await deps.infra.payments.card(deps.db, id);
  if (!card) throw new ApiError('not_found', `There is no saved card ${raw}`);
  if (card.accountId !== accountId)
    throw new ApiError('not_owned', `Card ${raw} is not one of this account's saved cards`);
  return card;
}

/** A body or query id that must repeat the path's id (the spec's billing_address_id, card_id). */
export function sameId(field: string, given: number, pathValue: string) {
  if (String(given) !== pathValue) {
    throw new ApiError('validation_failed', `${field}: ${given} does not match ${pathValue} in the path`, {
      errors: [{ path: field, message: `Must be ${pathValue}, the id in the path`, code: 'id_mismatch' }],
    });
  }
}

export const fmtMoney = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;
