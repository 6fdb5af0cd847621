// The live-ticket cap's queries: an account holds at most MAX_LIVE_TICKETS unredeemed, unexpired
// console tickets (console-limits.ts).
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { lockedAccountById } from '@server/areas/account/public';
import { vpsConsoleTickets } from '@server/db/schema/vps';

/** Lock the account's row for the rest of the transaction: its ticket minting runs one at a time. */
export async function lockAccount(tx: Tx, accountId: number) {
  await lockedAccountById(tx, accountId);
}

/** The account's tickets not yet used and not yet expired: how many, and when the first of them expires. */
export async function liveTickets(q: Db | Tx, accountId: number, now: Date) {
  const [row] = await q
    .select({ count: count(), firstExpiry: sql<Date | string | null>`min(${vpsConsoleTickets.expiresAt})` })
    .from(vpsConsoleTickets)
    .where(
      and(
        eq(vpsConsoleTickets.accountId, accountId),
        isNull(vpsConsoleTickets.usedAt),
        sql`${vpsConsoleTickets.expiresAt} > ${now}`,
      ),
    );
  return { count: row?.count ?? 0, firstExpiry: row?.firstExpiry ? new Date(row.firstExpiry) : null };
}
