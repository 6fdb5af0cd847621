// What the account pages show of billing: the prepaid balance's ledger, the top-ups still to pay and
// the unpaid invoices in total. Billing owns `invoices` and `balance_events`; the account area reads
// them only through these functions (billing/public.ts).
import { and, count, eq, sql } from 'drizzle-orm';
import { BALANCE_EVENT_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import type { Db, Tx } from '@server/db/client';
import { balanceEvents, invoices } from '@server/db/schema/billing';
import { paginateTable, sortedBy, type KeysetSpec, type Page, type PageParams } from '@server/core/pagination';

export type BalanceEventRow = typeof balanceEvents.$inferSelect;

/** The account's top-up invoices still to pay. */
const openDeposits = (accountId: number) =>
  and(eq(invoices.accountId, accountId), eq(invoices.kind, 'deposit'), eq(invoices.status, 'unpaid'));

/** What the unpaid top-ups of the account add up to before tax, in cents (0 when there are none). */
export async function openDepositSubtotalCents(db: Db | Tx, accountId: number): Promise<number> {
  const [open] = await db
    .select({ cents: sql<string | null>`sum(${invoices.subtotalCents})` })
    .from(invoices)
    .where(openDeposits(accountId));
  return Number(open?.cents ?? 0);
}

/** How many top-up invoices of the account are still unpaid. */
export async function openDepositCount(db: Db | Tx, accountId: number): Promise<number> {
  const [open] = await db.select({ n: count() }).from(invoices).where(openDeposits(accountId));
  return open!.n;
}

/** How many invoices of the account are unpaid, and their total in cents (null when none). */
export async function unpaidInvoiceTotals(
  db: Db | Tx,
  accountId: number,
): Promise<{ count: number; cents: string | null }> {
  const [unpaid] = await db
    .select({ count: sql<number>`count(*)::int`, cents: sql<string | null>`sum(${invoices.totalCents})` })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.status, 'unpaid')));
  return unpaid!;
}

type BalanceEventSort = SortValue<(typeof BALANCE_EVENT_SORTS)[number]>;

/**
 * The ledger's keyset for `sort` (ADR 035). Ids are handed out in the order movements are recorded, so
 * `time` is the id order, as the ledger always was; `amount` pages by the signed amount, then the id.
 */
function ledgerOrder(sort: BalanceEventSort): KeysetSpec<BalanceEventRow> {
  const s = sortOf(sort);
  if (s.column === 'time') return { columns: [balanceEvents.id], direction: s.direction, keyOf: (e) => [e.id], sort };
  return sortedBy(
    { column: s.column, direction: s.direction },
    { amount: [balanceEvents.amountCents, (e: BalanceEventRow) => e.amountCents] },
    [balanceEvents.id, (e) => e.id],
  );
}

/** One page of the account's balance ledger, in the order `sort` names (newest first by default). */
export function balanceEventsPage<Out>(
  db: Db,
  accountId: number,
  params: PageParams & { sort: BalanceEventSort },
  map: (e: BalanceEventRow) => Out,
): Promise<Page<Out>> {
  return paginateTable(db, balanceEvents, {
    params,
    spec: ledgerOrder(params.sort),
    filter: eq(balanceEvents.accountId, accountId),
    map,
  });
}
