// What the email area offers other areas (read-only): the only module of it they may import.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { mailboxes } from '@server/db/schema';

export interface StoredMailbox {
  address: string;
  domain: string;
  usedMb: number;
}

/** The mailboxes of `accountId` on `domains` with the mail they hold: what a hosting backup copies. */
export async function mailboxesOn(q: Db | Tx, accountId: number, domains: string[]): Promise<StoredMailbox[]> {
  if (!domains.length) return [];
  return q
    .select({ address: mailboxes.address, domain: mailboxes.domain, usedMb: mailboxes.usedMb })
    .from(mailboxes)
    .where(and(eq(mailboxes.accountId, accountId), inArray(mailboxes.domain, domains)))
    .orderBy(asc(mailboxes.address));
}
