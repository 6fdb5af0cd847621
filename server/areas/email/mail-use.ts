// How much mail an account's mailboxes on some domains hold: what a hosting
// account's storage use and an addon domain's deletion check read (the
// mailboxes table is this area's, so they ask here).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { mailboxes } from '@server/db/schema/email';

export interface MailUse {
  /** Mail stored, in whole megabytes. */
  mb: number;
  mailboxes: number;
}

/** The mailboxes of `accountId` on `domains` (none when `domains` is empty): how many, and the mail they store. */
export async function mailUseOn(q: Db | Tx, accountId: number, domains: string[]): Promise<MailUse> {
  if (!domains.length) return { mb: 0, mailboxes: 0 };
  const [row] = await q
    .select({ mb: sql<number>`coalesce(sum(${mailboxes.usedMb}), 0)::int`, n: count(mailboxes.id) })
    .from(mailboxes)
    .where(and(eq(mailboxes.accountId, accountId), inArray(mailboxes.domain, domains)));
  return { mb: Number(row?.mb ?? 0), mailboxes: Number(row?.n ?? 0) };
}
