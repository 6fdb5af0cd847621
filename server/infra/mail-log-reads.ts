// What the email area reads of the simulated mail server's delivery side: the log lines and the outgoing
// queue, by account and domain. The simulator owns `mail_log` and `mail_queue`; the email area reads them
// only through these functions.
import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { mailLog, mailQueue } from '@server/db/schema/infra-mail';
import { isoKey, paginateTable, sortedBy, type Page, type PageParams, type SortKey } from '@server/core/pagination';

type Conn = Db | Tx;
export type MailLogLine = typeof mailLog.$inferSelect;
export type QueuedMail = typeof mailQueue.$inferSelect;

/** The orders the email area may ask of the log and the queue (ADR 035), each column then the id. */
export type MailLogSort = { column: 'time'; direction: 'asc' | 'desc' };
export type MailQueueSort = { column: 'queued'; direction: 'asc' | 'desc' };
const logSortKeys: Record<MailLogSort['column'], SortKey<MailLogLine>> = {
  time: [mailLog.at, (l) => isoKey(l.at)],
};
const queueSortKeys: Record<MailQueueSort['column'], SortKey<QueuedMail>> = {
  queued: [mailQueue.queuedAt, (q) => isoKey(q.queuedAt)],
};

/** A name list for `in (…)`: an empty list matches nothing (as the email area's coverage does). */
const anyOf = (names: string[]) => (names.length ? names : ['']);

/** The log lines of one address of the account (sent or received), newest first unless sorted, one page. */
export function mailboxLogPage<Out>(
  db: Db,
  box: { accountId: number; address: string },
  f: { direction: string; status?: string; since?: string },
  params: PageParams,
  map: (l: MailLogLine) => Out,
  sort: MailLogSort = { column: 'time', direction: 'desc' },
): Promise<Page<Out>> {
  const filter = and(
    eq(mailLog.accountId, box.accountId),
    or(eq(mailLog.from, box.address), eq(mailLog.to, box.address)),
    f.direction !== 'all' ? eq(mailLog.direction, f.direction) : undefined,
    f.status ? eq(mailLog.status, f.status) : undefined,
    f.since ? gte(mailLog.at, new Date(f.since)) : undefined,
  );
  return paginateTable(db, mailLog, {
    params,
    spec: sortedBy(sort, logSortKeys, [mailLog.id, (l) => l.id]),
    filter,
    map,
  });
}

/** The account's queued mail on these domains (from one sender when given), oldest first or as sorted. */
export function mailQueuePage<Out>(
  db: Db,
  accountId: number,
  f: { domains: string[]; from: string | null; status?: string },
  params: PageParams,
  map: (r: QueuedMail) => Out,
  sort: MailQueueSort = { column: 'queued', direction: 'asc' },
): Promise<Page<Out>> {
  const filter = and(
    eq(mailQueue.accountId, accountId),
    inArray(mailQueue.domain, anyOf(f.domains)),
    f.from ? eq(mailQueue.from, f.from) : undefined,
    f.status ? eq(mailQueue.status, f.status) : undefined,
  );
  return paginateTable(db, mailQueue, {
    params,
    spec: sortedBy(sort, queueSortKeys, [mailQueue.id, (q) => q.id]),
    filter,
    map,
  });
}

/**
 * The Message-ID a trace follows, as the log spells it, among the account's lines on these domains: the
 * one given (with or without angle brackets), or else that of the newest message between these parties.
 */
export async function tracedMessageId(
  db: Conn,
  accountId: number,
  domains: string[],
  q: { messageId?: string; from?: string; to?: string; since?: string },
): Promise<string | null> {
  const scope = and(eq(mailLog.accountId, accountId), inArray(mailLog.domain, anyOf(domains)));
  if (q.messageId) {
    const bare = q.messageId.replace(/^<|>$/g, '');
    const [hit] = await db
      .select({ m: mailLog.messageId })
      .from(mailLog)
      .where(and(scope, inArray(mailLog.messageId, [bare, `<${bare}>`])))
      .limit(1);
    return hit?.m ?? null;
  }
  const [hit] = await db
    .select({ m: mailLog.messageId })
    .from(mailLog)
    .where(
      and(
        scope,
        q.from ? sql`lower(${mailLog.from}) = ${q.from.toLowerCase()}` : undefined,
        q.to ? sql`lower(${mailLog.to}) = ${q.to.toLowerCase()}` : undefined,
        q.since ? gte(mailLog.at, new Date(q.since)) : undefined,
        sql`${mailLog.messageId} is not null`,
      ),
    )
    .orderBy(desc(mailLog.at), desc(mailLog.id))
    .limit(1);
  return hit?.m ?? null;
}

/** Every log line and queue entry of one message of the account, lines in order. */
export async function messageTrail(db: Conn, accountId: number, messageId: string) {
  const lines = await db
    .select()
    .from(mailLog)
    .where(and(eq(mailLog.accountId, accountId), eq(mailLog.messageId, messageId)))
    .orderBy(asc(mailLog.at), asc(mailLog.id));
  const queued = await db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.accountId, accountId), eq(mailQueue.messageId, messageId)));
  return { lines, queued };
}

/** The domain's mail stuck in the queue (deferred or held), oldest first, at most 20. */
export const stuckMail = (db: Conn, accountId: number, domain: string): Promise<QueuedMail[]> =>
  db
    .select()
    .from(mailQueue)
    .where(
      and(
        eq(mailQueue.accountId, accountId),
        eq(mailQueue.domain, domain),
        inArray(mailQueue.status, ['deferred', 'hold']),
      ),
    )
    .orderBy(asc(mailQueue.queuedAt))
    .limit(20);

/** The domain's bounces since `since`, newest first, at most 20. */
export const bouncesSince = (db: Conn, accountId: number, domain: string, since: Date): Promise<MailLogLine[]> =>
  db
    .select()
    .from(mailLog)
    .where(
      and(
        eq(mailLog.accountId, accountId),
        eq(mailLog.domain, domain),
        eq(mailLog.status, 'bounced'),
        gte(mailLog.at, since),
      ),
    )
    .orderBy(desc(mailLog.at))
    .limit(20);
