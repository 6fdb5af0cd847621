// Outbound submission: a suspended mailbox or one over its daily send limit is
// refused; otherwise the message is counted, a copy kept in Sent, and each
// recipient delivered locally, handed to its remote exchanger, or queued when
// that cannot be reached. Auto-replies skip the count and the Sent copy.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import { mailboxes } from '@server/db/schema/email';
import { folderBySpecialUse, storeMessage } from './mail-store';
import { attemptRemote, queueDeferred } from './mail-queue';
import {
  domainOf,
  newMessageId,
  SMTP_HOST,
  writeLog,
  type DeliveryOutcome,
  type MailRoutes,
  type OutboundMail,
} from './mail-message';

type Mailbox = typeof mailboxes.$inferSelect;

export async function sendOutbound(
  tx: Tx,
  mail: OutboundMail,
  now: Date,
  routes: MailRoutes,
): Promise<DeliveryOutcome> {
  const at = mail.date ?? now;
  const from = mail.from.toLowerCase();
  const domain = domainOf(from);
  const messageId = mail.messageId ?? newMessageId(domain);
  const [box] = await tx.select().from(mailboxes).where(eq(mailboxes.address, from));
  if (!box) return { status: 'rejected', messageId, detail: `553 5.7.1 <${from}>: no such mailbox here`, folder: null };
  const size = mail.text.length + 900;
  const line = (to: string, status: string, stage: string, detail: string, relay: string | null = null) =>
    writeLog(tx, {
      accountId: box.accountId,
      domain,
      at,
      direction: 'out',
      messageId,
      from,
      to: to.toLowerCase(),
      status,
      stage,
      host: SMTP_HOST,
      relay,
      detail,
      sizeBytes: size,
    });

  const refusal = refusalOf(box, mail);
  if (refusal) {
    for (const to of mail.to) await line(to, 'rejected', 'rejected', refusal);
    return { status: 'rejected', messageId, detail: refusal, folder: null };
  }
  if (!mail.autoReply) await countAndKeepCopy(tx, box, mail, messageId, at, size);

  let queued = 0;
  for (const rcpt of mail.to) {
    await line(
      rcpt,
      'received',
      'received',
      mail.autoReply
        ? `Auto-reply (${mail.autoReply}) accepted for delivery`
        : `accepted from authenticated sender <${from}>`,
    );
    const [local] = await tx
      .select({ id: domains.id })
      .from(domains)
      .where(eq(domains.name, domainOf(rcpt)));
    if (local) {
      await line(rcpt, 'delivered', 'delivered', `250 2.0.0 delivered locally to <${rcpt}>`, 'local');
      // One hop: the local copy is not logged as received a second time.
      await routes.deliver(
        tx,
        {
          to: rcpt,
          from: { name: null, address: from },
          subject: mail.subject,
          text: mail.text,
          date: at,
          messageId,
          headers: mail.autoReply ? [{ name: 'Auto-Submitted', value: 'auto-replied' }] : [],
        },
        now,
        1,
      );
      continue;
    }
    const attempt = await attemptRemote(tx, rcpt, now);
    if (attempt.ok) {
      await line(rcpt, 'delivered', 'delivered', attempt.detail, attempt.relay);
      continue;
    }
    await line(rcpt, 'deferred', 'queued', `deferred: ${attempt.error}`);
    await queueDeferred(
      tx,
      { accountId: box.accountId, domain, messageId, from, rcpt, sizeBytes: size, error: attempt.error },
      at,
      now,
    );
    queued++;
  }
  return {
    status: queued ? 'queued' : 'sent',
    messageId,
    detail: queued ? `${queued} recipient(s) deferred and queued` : 'sent',
    folder: mail.autoReply ? null : 'INBOX.Sent',
  };
}

/** Why the mailbox may not send this, as the SMTP reply says it; null when it may. */
function refusalOf(box: Mailbox, mail: OutboundMail): string | null {
  if (box.isSuspended) return `554 5.7.1 <${box.address}>: Sender address rejected: mailbox suspended`;
  if (!mail.autoReply && box.sendLimit > 0 && box.sentToday + mail.to.length > box.sendLimit)
    return `450 4.7.1 <${box.address}>: daily send limit of ${box.sendLimit} messages reached (${box.sentToday} sent today); it resets at 00:00 UTC`;
  return null;
}

/** Count the recipients against today's send limit and keep a read copy in Sent. */
async function countAndKeepCopy(tx: Tx, box: Mailbox, mail: OutboundMail, messageId: string, at: Date, size: number) {
  await tx
    .update(mailboxes)
    .set({ sentToday: sql`${mailboxes.sentToday} + ${mail.to.length}` })
    .where(eq(mailboxes.id, box.id));
  await storeMessage(tx, box.id, await folderBySpecialUse(tx, box.id, 'sent'), {
    messageIdHeader: messageId,
    subject: mail.subject,
    fromName: null,
    fromAddress: box.address,
    to: mail.to.map((address) => ({ name: null, address })),
    date: at,
    sizeBytes: size,
    seen: true,
    text: mail.text,
    snippet: mail.text.replace(/\s+/g, ' ').trim().slice(0, 140),
  });
}
