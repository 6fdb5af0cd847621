// What the notification tests read back: an account's notifications and the
// mail the notices sent, straight from the database.
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { outbox } from '@server/db/schema/infra-mailer';
import { notifications } from '@server/db/schema/notifications';

/** The account's notifications whose title starts with `prefix`, oldest first. */
export const toldAbout = (db: Db, accountId: number, prefix: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), like(notifications.title, `${prefix}%`)))
    .orderBy(asc(notifications.id));

/** The notice mails of one kind (`domain.expiry`) whose subject starts with `prefix`, oldest first. */
export const noticeMails = (db: Db, kind: string, prefix: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, `notice.${kind}`), like(outbox.subject, `${prefix}%`)))
    .orderBy(asc(outbox.id));
