// The notification centre's rows: an account's own only (another account's id
// reads as absent, 404), the unread count, and marking read.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { notifications } from '@server/db/schema/notifications';
import { notFound } from '@server/core/problem';

export type NotificationRow = typeof notifications.$inferSelect;

export async function unreadCount(q: Db | Tx, accountId: number): Promise<number> {
  const [r] = await q
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
  return r?.n ?? 0;
}

/** Marks one of the account's notifications read (a read one keeps its first reading time). */
export async function markRead(db: Db, accountId: number, id: number, now: Date): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)))
    .returning();
  if (!row) throw notFound(`Notification ${id}`);
  return row;
}

export async function markAllRead(db: Db, accountId: number, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
