// A later attempt at a queued message: each recipient still waiting is tried
// again through the sandbox network. Delivered recipients leave the entry; when
// the last attempt fails the rest bounce and the sender gets a non-delivery
// report in their Inbox, as a real MTA's MAILER-DAEMON would send.
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { mailLog, mailQueue } from '@server/db/schema/infra-mail';
import { deliverInbound } from './mail-delivery';
import { SMTP_HOST } from './mail-message';
import { attemptRemote, MAX_ATTEMPTS, RETRY_DELAYS_MS } from './mail-queue';

export type RetryOutcome =
  | { status: 'delivered' | 'bounced'; attempts: number; detail: string }
  | { status: 'deferred'; attempts: number; nextAttemptAt: Date; detail: string }
  /** The entry left the queue some other way (or is on hold): nothing to retry. */
  | { status: 'gone'; attempts: number; detail: string };

export async function retryQueued(tx: Tx, queueId: string, now: Date): Promise<RetryOutcome> {
  const [q] = await tx.select().from(mailQueue).where(eq(mailQueue.id, queueId)).for('update');
  if (!q) return { status: 'gone', attempts: 0, detail: 'no longer in the queue' };
  if (q.status === 'hold') return { status: 'gone', attempts: q.attempts, detail: 'on hold' };
  const attempt = q.attempts + 1;
  const line = (to: string, status: string, detail: string, relay: string | null = null) =>
    tx.insert(mailLog).values({
      accountId: q.accountId,
      domain: q.domain,
      at: now,
      direction: 'out',
      messageId: q.messageId,
      from: q.from,
      to,
      status,
      stage: status,
      host: SMTP_HOST,
      relay,
      detail,
      sizeBytes: q.sizeBytes,
    });

  const waiting: { rcpt: string; error: string }[] = [];
  for (const rcpt of q.recipients) {
    const r = await attemptRemote(tx, rcpt, now);
    if (r.ok) await line(rcpt, 'delivered', `${r.detail} (attempt ${attempt} of ${MAX_ATTEMPTS})`, r.relay);
    else waiting.push({ rcpt, error: r.error });
  }
  if (waiting.length === 0) {
    await tx.delete(mailQueue).where(eq(mailQueue.id, q.id));
    return { status: 'delivered', attempts: attempt, detail: `delivered on attempt ${attempt}` };
  }
  const lastError = waiting[waiting.length - 1]!.error;

  if (attempt >= MAX_ATTEMPTS) {
    const hours = Math.round((now.getTime() - q.queuedAt.getTime()) / 360_000) / 10;
    for (const w of waiting) {
      await line(
        w.rcpt,
        'bounced',
        `550 5.4.7 <${w.rcpt}>: delivery time expired after ${attempt} attempts over ${hours} h: ${w.error}`,
      );
    }
    await tx.delete(mailQueue).where(eq(mailQueue.id, q.id));
    await notifySender(tx, q, waiting, attempt, now);
    return { status: 'bounced', attempts: attempt, detail: `bounced after ${attempt} attempts: ${lastError}` };
  }

  const nextAttemptAt = new Date(now.getTime() + RETRY_DELAYS_MS[attempt - 1]!);
  for (const w of waiting) {
    await line(
      w.rcpt,
      'deferred',
      `deferred: ${w.error} (attempt ${attempt} of ${MAX_ATTEMPTS}; next at ${nextAttemptAt.toISOString()})`,
    );
  }
  await tx
    .update(mailQueue)
    .set({ recipients: waiting.map((w) => w.rcpt), attempts: attempt, nextAttemptAt, lastError, status: 'deferred' })
    .where(eq(mailQueue.id, q.id));
  return { status: 'deferred', attempts: attempt, nextAttemptAt, detail: lastError };
}

type Queued = typeof mailQueue.$inferSelect;

async function notifySender(tx: Tx, q: Queued, failed: { rcpt: string; error: string }[], attempts: number, now: Date) {
  const text = [
    `Your message to ${failed.map((f) => `<${f.rcpt}>`).join(', ')} could not be delivered after ${attempts} attempts since ${q.queuedAt.toUTCString()}; it has been removed from the queue.`,
    '',
    `This is the mail system at host ${SMTP_HOST}. The remote side could not be reached:`,
    '',
    ...failed.map((f) => `<${f.rcpt}>: ${f.error}`),
    ...(q.messageId ? ['', `Original message: ${q.messageId}`] : []),
  ].join('\n');
  // Auto-Submitted keeps the sender's own auto-replies from answering the daemon.
  await deliverInbound(
    tx,
    {
      to: q.from,
      from: { name: 'Mail Delivery System', address: `MAILER-DAEMON@${SMTP_HOST}` },
      subject: 'Undelivered Mail Returned to Sender',
      text,
      date: now,
      headers: [{ name: 'Auto-Submitted', value: 'auto-replied' }],
    },
    now,
  );
}
