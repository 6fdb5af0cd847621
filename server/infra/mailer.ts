// The simulated mail transport: every message the control panel sends (reset
// links, reminders, invoices, monitor alerts, cron failures, invitations) lands
// in the `outbox` table, which tests and the sandbox mailbox (/sandbox/mail,
// server/pages/sandbox-mail.ts) read. Nothing leaves the machine.
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { outbox } from '@server/db/schema/infra-mailer';

export interface OutgoingMail {
  accountId: number | null;
  to: string;
  subject: string;
  body: string;
  kind: string;
}

export interface Mailer {
  send(mail: OutgoingMail, tx?: Tx): Promise<{ id: number }>;
}

export function createMailer(db: Db): Mailer {
  return {
    async send(mail, tx) {
      const [row] = await (tx ?? db).insert(outbox).values(mail).returning({ id: outbox.id });
      return row!;
    },
  };
}

export type SentMail = typeof outbox.$inferSelect;

/** Whose mail a reader may see: every message of these accounts, and any message to these addresses. */
export interface MailReader {
  accountIds: number[];
  addresses: string[];
}

function readable(r: MailReader): SQL {
  const lower = r.addresses.map((a) => a.toLowerCase());
  return (
    or(
      r.accountIds.length ? inArray(outbox.accountId, r.accountIds) : undefined,
      lower.length ? inArray(sql`lower(${outbox.to})`, lower) : undefined,
    ) ?? sql`false`
  );
}

/** The reader's mail, newest first, `limit` of them from before the message `before` (an id). */
export async function sentMailOf(db: Db, r: MailReader, o: { before?: number; limit: number }): Promise<SentMail[]> {
  return db
    .select()
    .from(outbox)
    .where(and(readable(r), o.before ? lt(outbox.id, o.before) : undefined))
    .orderBy(desc(outbox.id))
    .limit(o.limit);
}

/** One message, when the reader may see it (else null: to them it does not exist). */
export async function sentMailById(db: Db, r: MailReader, id: number): Promise<SentMail | null> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), readable(r)));
  return row ?? null;
}
