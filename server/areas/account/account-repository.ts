// Data access shared by the account handlers: the account row, its unpaid top-ups, and the
// newest-first keyset that the lists ordered by creation (tokens, one-time links) page by.
import { and, eq, type AnyColumn } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { accounts, invoices } from '@server/db/schema';
import type { KeysetSpec } from '@server/core/pagination';

export const loadAccount = async (db: Db | Tx, id: number) =>
  (await db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

/** Newest first by creation time, the id breaking ties. */
export function newestFirst<Row extends { createdAt: Date; id: string | number }>(
  createdAt: AnyColumn,
  id: AnyColumn,
): KeysetSpec<Row> {
  return { columns: [createdAt, id], direction: 'desc', keyOf: (r) => [r.createdAt.toISOString(), r.id] };
}

/** The account's top-up invoices still to pay. */
export const openDeposits = (accountId: number) =>
  and(eq(invoices.accountId, accountId), eq(invoices.kind, 'deposit'), eq(invoices.status, 'unpaid'));
