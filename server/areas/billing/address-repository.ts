// Billing profiles in the database: an owned one (404 / 403 not_owned), the
// primary one, their contacts, the account's own address when there is no
// profile, and fixing invoices' printed address before a profile changes.
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { billingAddresses, billingContacts, invoices } from '@server/db/schema/billing';
import { accountById } from '@server/areas/account/public';
import { ApiError } from '@server/core/problem';
import { billedToFromAddress, type AddressRow, type BilledTo } from './address-presenter';
import { pathId } from './path-ids';

export async function ownedAddress(db: Db | Tx, accountId: number, raw: string | number) {
  const id = pathId(raw);
  const [row] = id === null ? [] : await db.select().from(billingAddresses).where(eq(billingAddresses.id, id));
  if (!row) throw new ApiError('not_found', `There is no billing address ${raw}`);
  if (row.accountId !== accountId) throw new ApiError('not_owned', `Billing address ${raw} belongs to another account`);
  return row;
}

export async function contactsOf(db: Db | Tx, addressIds: number[]) {
  if (addressIds.length === 0) return [];
  return db
    .select()
    .from(billingContacts)
    .where(inArray(billingContacts.billingAddressId, addressIds))
    .orderBy(asc(billingContacts.id));
}

export async function primaryAddress(db: Db | Tx, accountId: number): Promise<AddressRow | undefined> {
  return (
    await db
      .select()
      .from(billingAddresses)
      .where(and(eq(billingAddresses.accountId, accountId), eq(billingAddresses.isPrimary, true)))
  )[0];
}

/** Without any billing profile, the account's own postal address is what gets printed. */
export async function billedToFromAccount(db: Db | Tx, accountId: number): Promise<BilledTo> {
  const a = await accountById(db, accountId);
  return {
    name: a!.name,
    company: a!.company,
    vatNumber: a!.vatNumber,
    country: a!.address.country,
    lines: [a!.address.line1, a!.address.line2, `${a!.address.postalCode} ${a!.address.city}`].filter(
      (l): l is string => Boolean(l),
    ),
  };
}

/** Fix the printed address of this profile's invoices that have not been shown yet, before it changes. */
export async function freezeInvoices(tx: Tx, a: AddressRow) {
  await tx
    .update(invoices)
    .set({ billedTo: billedToFromAddress(a), billingAddressId: a.id })
    .where(
      and(
        eq(invoices.accountId, a.accountId),
        isNull(invoices.billedTo),
        a.isPrimary
          ? or(eq(invoices.billingAddressId, a.id), isNull(invoices.billingAddressId))
          : eq(invoices.billingAddressId, a.id),
      ),
    );
}

/** The billing profile of this id, whichever account it belongs to, or undefined (callers check the owner). */
export async function billingAddressById(db: Db | Tx, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(billingAddresses).where(eq(billingAddresses.id, id));
  return row;
}
