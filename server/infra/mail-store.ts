// The mail server's message store, IMAP-like: folders with UIDVALIDITY and a
// next UID; a message moved to another folder gets a new UID there.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { mailFolders, mailMessages } from '@server/db/schema/infra-mail';

export type FolderRow = typeof mailFolders.$inferSelect;
export type MessageRow = typeof mailMessages.$inferSelect;
export type MessageFlag = 'flag' | 'unflag' | 'mark_read' | 'mark_unread';
type Conn = Db | Tx;

export const STANDARD_FOLDERS = [
  { path: 'INBOX', name: 'Inbox', specialUse: 'inbox' },
  { path: 'INBOX.Sent', name: 'Sent', specialUse: 'sent' },
  { path: 'INBOX.Drafts', name: 'Drafts', specialUse: 'drafts' },
  { path: 'INBOX.Archive', name: 'Archive', specialUse: 'archive' },
  { path: 'INBOX.Junk', name: 'Junk', specialUse: 'junk' },
  { path: 'INBOX.Trash', name: 'Trash', specialUse: 'trash' },
] as const;

export type SpecialUse = (typeof STANDARD_FOLDERS)[number]['specialUse'];

let validitySeq = 0;
/** A fresh UIDVALIDITY: seconds since the epoch, made unique within this process. */
const nextValidity = () => (Math.floor(Date.now() / 1000) % 2_000_000_000) + (validitySeq++ % 100_000);

export async function ensureFolders(db: Conn, mailboxId: number): Promise<FolderRow[]> {
  const existing = await db
    .select()
    .from(mailFolders)
    .where(eq(mailFolders.mailboxId, mailboxId))
    .orderBy(mailFolders.id);
  if (existing.length > 0) return existing;
  // Two first visits at once: the unique (mailbox, path) index lets one insert win.
  await db
    .insert(mailFolders)
    .values(STANDARD_FOLDERS.map((f) => ({ mailboxId, ...f, uidValidity: nextValidity() })))
    .onConflictDoNothing();
  return db.select().from(mailFolders).where(eq(mailFolders.mailboxId, mailboxId)).orderBy(mailFolders.id);
}

export async function folderBySpecialUse(db: Conn, mailboxId: number, use: SpecialUse): Promise<FolderRow> {
  const all = await ensureFolders(db, mailboxId);
  return all.find((f) => f.specialUse === use)!;
}

/** Reserve `n` UIDs in a folder atomically; returns the first. */
export async function reserveUids(db: Conn, folderId: number, n: number): Promise<number> {
  const [row] = await db
    .update(mailFolders)
    .set({ nextUid: sql`${mailFolders.nextUid} + ${n}` })
    .where(eq(mailFolders.id, folderId))
    .returning({ next: mailFolders.nextUid });
  return row!.next - n;
}

export type NewMessage = Omit<typeof mailMessages.$inferInsert, 'id' | 'uid' | 'folderId' | 'mailboxId'>;

export async function storeMessage(
  db: Conn,
  mailboxId: number,
  folder: FolderRow,
  msg: NewMessage,
): Promise<MessageRow> {
  const uid = await reserveUids(db, folder.id, 1);
  const [row] = await db
    .insert(mailMessages)
    .values({ ...msg, mailboxId, folderId: folder.id, uid })
    .returning();
  return row!;
}

export async function moveMessages(
  db: Conn,
  mailboxId: number,
  from: FolderRow,
  ids: number[],
  to: FolderRow,
): Promise<number> {
  if (from.id === to.id || ids.length === 0) return 0;
  const rows = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(eq(mailMessages.folderId, from.id), eq(mailMessages.mailboxId, mailboxId), inArray(mailMessages.id, ids)),
    )
    .orderBy(mailMessages.id);
  if (rows.length === 0) return 0;
  const first = await reserveUids(db, to.id, rows.length);
  for (const [i, r] of rows.entries()) {
    await db
      .update(mailMessages)
      .set({ folderId: to.id, uid: first + i })
      .where(eq(mailMessages.id, r.id));
  }
  return rows.length;
}

export async function setFlags(db: Conn, folder: FolderRow, ids: number[], flag: MessageFlag): Promise<number> {
  if (ids.length === 0) return 0;
  const set =
    flag === 'flag' ? { flagged: true } : flag === 'unflag' ? { flagged: false } : { seen: flag === 'mark_read' };
  const rows = await db
    .update(mailMessages)
    .set(set)
    .where(and(eq(mailMessages.folderId, folder.id), inArray(mailMessages.id, ids)))
    .returning({ id: mailMessages.id });
  return rows.length;
}

export async function trashMessages(db: Conn, mailboxId: number, folder: FolderRow, ids: number[]): Promise<number> {
  if (folder.specialUse === 'trash') {
    const rows = await db
      .delete(mailMessages)
      .where(and(eq(mailMessages.folderId, folder.id), inArray(mailMessages.id, ids)))
      .returning({ id: mailMessages.id });
    return rows.length;
  }
  return moveMessages(db, mailboxId, folder, ids, await folderBySpecialUse(db, mailboxId, 'trash'));
}

export async function createFolder(db: Conn, mailboxId: number, parent: string, name: string): Promise<FolderRow> {
  await ensureFolders(db, mailboxId);
  const [row] = await db
    .insert(mailFolders)
    .values({ mailboxId, path: `${parent}.${name}`, name, specialUse: null, uidValidity: nextValidity() })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new FolderExistsError(`${parent}.${name}`);
  return row;
}

export class FolderExistsError extends Error {
  constructor(readonly path: string) {
    super(`A folder ${path} already exists`);
  }
}

/** Renames the folder and every folder below it; messages keep their UIDs (same folder rows). */
export async function renameFolder(db: Conn, folder: FolderRow, name: string): Promise<FolderRow> {
  const parent = folder.path.includes('.') ? folder.path.slice(0, folder.path.lastIndexOf('.')) : '';
  const newPath = parent ? `${parent}.${name}` : name;
  const [clash] = await db
    .select({ id: mailFolders.id })
    .from(mailFolders)
    .where(and(eq(mailFolders.mailboxId, folder.mailboxId), eq(mailFolders.path, newPath)));
  if (clash) throw new FolderExistsError(newPath);
  await db
    .update(mailFolders)
    .set({ path: sql`${newPath} || substr(${mailFolders.path}, ${folder.path.length + 1})` })
    .where(
      and(
        eq(mailFolders.mailboxId, folder.mailboxId),
        sql`(${mailFolders.path} = ${folder.path} or ${mailFolders.path} like ${`${folder.path}.%`})`,
      ),
    );
  const [row] = await db.update(mailFolders).set({ name }).where(eq(mailFolders.id, folder.id)).returning();
  return row!;
}

export async function trashFolder(db: Conn, mailboxId: number, folder: FolderRow): Promise<number> {
  const trash = await folderBySpecialUse(db, mailboxId, 'trash');
  const family = await db
    .select()
    .from(mailFolders)
    .where(
      and(
        eq(mailFolders.mailboxId, mailboxId),
        sql`(${mailFolders.path} = ${folder.path} or ${mailFolders.path} like ${`${folder.path}.%`})`,
      ),
    );
  let moved = 0;
  for (const f of family) {
    const ids = (
      await db.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.folderId, f.id))
    ).map((r) => r.id);
    moved += await moveMessages(db, mailboxId, f, ids, trash);
  }
  await db.delete(mailFolders).where(
    inArray(
      mailFolders.id,
      family.map((f) => f.id),
    ),
  );
  return moved;
}

export async function purgeMailbox(db: Conn, mailboxId: number): Promise<number> {
  const gone = await db
    .delete(mailMessages)
    .where(eq(mailMessages.mailboxId, mailboxId))
    .returning({ id: mailMessages.id });
  await db.delete(mailFolders).where(eq(mailFolders.mailboxId, mailboxId));
  return gone.length;
}
