// The notifications tables: only server/areas/notifications reads or writes them (docs/architecture.md, "Who owns which table").
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accountId, createdAt, id, ts } from '@server/db/columns';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    accountId: accountId(),
    // domain.expiry | invoice.issued | invoice.due | invoice.overdue | monitor.down | monitor.up | restore.finished
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // a dashboard path (/domains/nordlight.se), never an absolute URL
    link: text('link'),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [
    // the centre's list (newest first) and its unread count read these, never the whole table
    index('notifications_account_idx').on(t.accountId, t.id),
    index('notifications_unread_idx')
      .on(t.accountId)
      .where(sql`read_at is null`),
  ],
);

/** Events already told: the key names the event (`domain-expiry:12:2026-12-10T00:00:00.000Z:30d`). */
export const notificationEvents = pgTable(
  'notification_events',
  {
    accountId: accountId(),
    key: text('key').notNull(),
    // the notification it became (set in the same transaction as the claim)
    notificationId: integer('notification_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);
