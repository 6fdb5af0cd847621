// What the email area offers other areas (read-only): the only module of it they may import.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { mailboxes } from '@server/db/schema/email';

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

/**
 * What the diagnostics read of a domain's mail: whether mail is hosted here (its mailboxes and
 * forwarders), the deliverability checks as the email area judges them (null when the zone is not
 * hosted here), the mailboxes with their quota, what waits in the queue and the last day's bounces.
 */
export { mailFacts, mailboxStorage, type MailFacts } from './mail-facts';
/** How many mailboxes an account has on some domains, and the mail they store (hosting's storage use). */
export { mailUseOn } from './mail-use';
