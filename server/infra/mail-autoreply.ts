// Auto-replies to a delivered message: the address's autoresponder (at most
// once per sender per interval) and a vacation notice while one is running
// (once per sender per day, or once in all when set to reply once). The mail
// log's outbound lines are the memory of what was already sent to whom.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { emailAutoresponders, emailVacations } from '@server/db/schema/email';
import { mailLog } from '@server/db/schema/infra-mail';
import type { InboundMail, MailRoutes } from './mail-message';

const hour = 3_600_000;

/** Answering a robot, a bounce or another auto-reply would start a mail loop. */
export const isAutomated = (m: InboundMail) =>
  /^(no-?reply|mailer-daemon|postmaster)@/i.test(m.from.address) ||
  (m.headers ?? []).some((h) => /^auto-submitted$/i.test(h.name) && !/^no$/i.test(h.value));

export async function sendAutoReplies(
  tx: Tx,
  address: string,
  sender: string,
  at: Date,
  now: Date,
  submit: MailRoutes['submit'],
) {
  const repliesSince = async (from: Date, kind: string) =>
    (
      await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(mailLog)
        .where(
          and(
            eq(mailLog.from, address),
            eq(mailLog.to, sender.toLowerCase()),
            eq(mailLog.direction, 'out'),
            gte(mailLog.at, from),
            sql`${mailLog.detail} like ${`Auto-reply (${kind})%`}`,
          ),
        )
    )[0]!.n;
  const [ar] = await tx.select().from(emailAutoresponders).where(eq(emailAutoresponders.address, address));
  if (ar && (!ar.startsAt || ar.startsAt <= at) && (!ar.endsAt || at < ar.endsAt)) {
    if (
      (await repliesSince(new Date(at.getTime() - Math.max(ar.intervalHours, 0) * hour), 'autoresponder')) === 0 ||
      ar.intervalHours === 0
    ) {
      await submit(
        tx,
        { from: address, to: [sender], subject: ar.subject, text: ar.body, date: at, autoReply: 'autoresponder' },
        now,
      );
    }
  }
  const vacations = await tx.select().from(emailVacations).where(eq(emailVacations.address, address));
  const v = vacations.find((x) => x.startsAt <= at && at < x.endsAt);
  if (v && (await repliesSince(v.replyOnce ? v.startsAt : new Date(at.getTime() - 24 * hour), 'vacation')) === 0) {
    await submit(
      tx,
      { from: address, to: [sender], subject: v.subject, text: v.message, date: at, autoReply: 'vacation' },
      now,
    );
  }
}
