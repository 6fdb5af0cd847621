// What the email area reads of the simulated mail store (the messages in a mailbox's folders): counts per
// folder and per mailbox, a folder's messages page by page, one message. The store's tables belong to
// the simulator; the email area reads them only through these functions.
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { mailFolders, mailMessages } from '@server/db/schema/infra-mail';
import { isoKey, paginateTable, sortedBy, type Page, type PageParams, type SortKey } from '@server/core/pagination';
import type { MessageRow } from './mail-store';

type Conn = Db | Tx;

/** Per folder of the mailbox: how many messages, how many unread, and their size in bytes. */
export function folderStats(db: Conn, mailboxId: number) {
  return db
    .select({
      id: mailMessages.folderId,
      total: count(),
      unread: sql<number>`count(*) filter (where not ${mailMessages.seen})::int`,
      bytes: sql<number>`coalesce(sum(${mailMessages.sizeBytes}), 0)::bigint`,
    })
    .from(mailMessages)
    .where(eq(mailMessages.mailboxId, mailboxId))
    .groupBy(mailMessages.folderId);
}

export interface MessageFilter {
  /** A LIKE pattern (already escaped and lower-cased) matched against subject, sender and text. */
  like: string | null;
  unread?: boolean;
  since?: string;
}

/** The orders the email area may ask of a folder's messages (ADR 035): the column, then the id. */
export type MessageSort = { column: 'date' | 'subject'; direction: 'asc' | 'desc' };
const messageSortKeys: Record<MessageSort['column'], SortKey<MessageRow>> = {
  date: [mailMessages.date, (m) => isoKey(m.date)],
  subject: [mailMessages.subject, (m) => m.subject],
};

/** A folder's messages, newest first unless sorted, filtered, one page. */
export function messagesPage<Out>(
  db: Db,
  folderId: number,
  f: MessageFilter,
  params: PageParams,
  map: (m: MessageRow) => Out,
  sort: MessageSort = { column: 'date', direction: 'desc' },
): Promise<Page<Out>> {
  const filter = and(
    eq(mailMessages.folderId, folderId),
    f.like
      ? sql`(lower(${mailMessages.subject}) like ${f.like} or lower(${mailMessages.fromAddress}) like ${f.like} or lower(coalesce(${mailMessages.fromName}, '')) like ${f.like} or lower(coalesce(${mailMessages.text}, '')) like ${f.like})`
      : undefined,
    f.unread ? eq(mailMessages.seen, false) : undefined,
    f.since ? gte(mailMessages.date, new Date(f.since)) : undefined,
  );
  return paginateTable(db, mailMessages, {
    params,
    spec: sortedBy(sort, messageSortKeys, [mailMessages.id, (m) => m.id]),
    filter,
    map,
  });
}

/** The message with this IMAP uid in the folder, or undefined. */
export async function messageByUid(db: Conn, folderId: number, uid: number): Promise<MessageRow | undefined> {
  const [m] = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.folderId, folderId), eq(mailMessages.uid, uid)));
  return m;
}

/** The stored ids of the folder's messages with these uids (unknown uids are left out). */
export async function messageIdsByUids(db: Conn, folderId: number, uids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.folderId, folderId), inArray(mailMessages.uid, uids)));
  return rows.map((r) => r.id);
}

/** The folder's path as stored now. */
export async function folderPath(db: Conn, folderId: number): Promise<string> {
  return (await db.select({ p: mailFolders.path }).from(mailFolders).where(eq(mailFolders.id, folderId)))[0]!.p;
}

/** How many messages the mailbox holds. */
export async function messageCount(db: Conn, mailboxId: number): Promise<number> {
  const [{ n }] = (await db.select({ n: count() }).from(mailMessages).where(eq(mailMessages.mailboxId, mailboxId))) as [
    { n: number },
  ];
  return n;
}

/** How many messages each of these mailboxes holds, by mailbox id (a mailbox with none is left out). */
export async function messageCounts(db: Conn, mailboxIds: number[]): Promise<Map<number, number>> {
  if (!mailboxIds.length) return new Map();
  const rows = await db
    .select({ id: mailMessages.mailboxId, n: count() })
    .from(mailMessages)
    .where(inArray(mailMessages.mailboxId, mailboxIds))
    .groupBy(mailMessages.mailboxId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
