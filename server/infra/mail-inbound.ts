// Inbound delivery, step by step: the recipient's domain must be hosted here;
// then the block list, the forwarders, the catch-all for unknown recipients,
// the quota, the spam verdict and filter rules (mail-sorting.ts), the store,
// and last the auto-replies (mail-autoreply.ts).
import { eq } from 'drizzle-orm';
import { megabytesOf } from '@contract/units';
import type { Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import { mailboxes } from '@server/db/schema/email';
import { matchesPattern } from './mail-rules';
import { folderBySpecialUse, storeMessage } from './mail-store';
import {
  domainOf,
  MX_HOST,
  newMessageId,
  type DeliveryOutcome,
  type InboundMail,
  type MailRoutes,
} from './mail-message';
import { finish, logLine, outcome, type Delivery } from './mail-inbound-context';
import { followForwarders, forwardInstead } from './mail-forwarding';
import { applyFilters, domainSettings, judgeSpam, type DomainSettings, type Sorting } from './mail-sorting';
import { isAutomated, sendAutoReplies } from './mail-autoreply';

type Mailbox = typeof mailboxes.$inferSelect;

export async function receiveInbound(
  tx: Tx,
  mail: InboundMail,
  now: Date,
  hops: number,
  routes: MailRoutes,
): Promise<DeliveryOutcome> {
  const to = mail.to.toLowerCase();
  const domain = domainOf(to);
  const messageId = mail.messageId ?? newMessageId(domainOf(mail.from.address));
  const [dom] = await tx.select().from(domains).where(eq(domains.name, domain));
  if (!dom) return { status: 'rejected', messageId, detail: `554 5.7.1 <${to}>: Relay access denied`, folder: null };
  const d: Delivery = {
    tx,
    mail,
    now,
    routes,
    hops,
    at: mail.date ?? now,
    to,
    domain,
    accountId: dom.accountId,
    messageId,
    size: sizeOf(mail),
  };

  // A forwarded copy was already logged as received by the hop that forwarded it.
  if (hops === 0) await logLine(d, 'received', 'received', `from ${domainOf(mail.from.address)}: accepted for <${to}>`);
  const s = await domainSettings(tx, domain);
  if (s.blockList.some((p) => matchesPattern(mail.from.address, p))) {
    const detail = `554 5.7.1 <${mail.from.address}>: Sender address rejected: on the block list of ${domain}`;
    return finish(d, 'rejected', 'rejected', 'rejected', detail);
  }

  const forwardedTo = await followForwarders(d);
  const [box] = await tx.select().from(mailboxes).where(eq(mailboxes.address, to));
  if (!box)
    return forwardedTo.length ? outcome(d, 'forwarded', `forwarded to ${forwardedTo.join(', ')}`) : catchAll(d, s);
  if (box.quotaMb && box.usedMb >= box.quotaMb) {
    const detail = `452 4.2.2 <${to}>: Mailbox full (${megabytesOf(box.usedMb, box.quotaMb)} used)`;
    return finish(d, 'deferred', 'deferred', 'deferred', detail);
  }

  const spam = judgeSpam(mail, s);
  if (spam.discard) {
    const detail = `discarded as spam (score ${spam.score} >= ${s.spamThreshold})`;
    return finish(d, 'discarded', 'spam', 'filtered', detail);
  }
  const sorted = await applyFilters(d, box.id, spam);
  if ('status' in sorted) return sorted;
  const delivered = await file(d, box, sorted);
  if (!sorted.isSpam && !isAutomated(mail))
    await sendAutoReplies(tx, box.address, mail.from.address, d.at, now, routes.submit);
  return delivered;
}

/** Roughly what the message weighs on the wire: bodies, attachments and ~900 bytes of headers. */
const sizeOf = (mail: InboundMail) =>
  (mail.text?.length ?? 0) +
  (mail.html?.length ?? 0) +
  900 +
  (mail.attachments ?? []).reduce((s, a) => s + a.sizeBytes, 0);

/** No mailbox and no forwarder: the domain's catch-all decides. */
function catchAll(d: Delivery, s: DomainSettings): Promise<DeliveryOutcome> {
  if (s.catchAllMode === 'discard') {
    const detail = `250 2.0.0 discarded by the catch-all of ${d.domain} (unknown recipient)`;
    return finish(d, 'discarded', 'delivered', 'filtered', detail);
  }
  if (s.catchAllMode === 'forward' && s.catchAllForwardTo)
    return forwardInstead(d, s.catchAllForwardTo, `catch-all forwarded to ${s.catchAllForwardTo}`);
  const detail = `550 5.1.1 <${d.to}>: Recipient address rejected: User unknown in virtual mailbox table`;
  return finish(d, 'rejected', 'rejected', 'rejected', detail);
}

/** Store the message in the folder sorting chose, with the headers our exchanger adds. */
async function file(d: Delivery, box: Mailbox, sorted: Sorting): Promise<DeliveryOutcome> {
  const { mail, at } = d;
  const target = sorted.target ?? (await folderBySpecialUse(d.tx, box.id, sorted.folderUse));
  await storeMessage(d.tx, box.id, target, {
    messageIdHeader: d.messageId,
    subject: sorted.subject,
    fromName: mail.from.name,
    fromAddress: mail.from.address,
    to: [{ name: null, address: d.to }],
    cc: mail.cc ?? [],
    replyTo: [],
    date: at,
    sizeBytes: d.size,
    seen: sorted.seen,
    flagged: mail.flagged ?? false,
    headers: [
      { name: 'Received', value: `from ${domainOf(mail.from.address)} by ${MX_HOST} with ESMTPS; ${at.toUTCString()}` },
      { name: 'X-Spam-Score', value: sorted.score.toFixed(1) },
      ...(mail.headers ?? []),
    ],
    attachments: mail.attachments ?? [],
    text: mail.text,
    html: mail.html ?? null,
    snippet: (mail.text ?? '').replace(/\s+/g, ' ').trim().slice(0, 140),
    spamScore: sorted.score,
  });
  return finish(
    d,
    sorted.isSpam && sorted.folderUse === 'junk' ? 'spam' : 'delivered',
    sorted.isSpam ? 'spam' : 'delivered',
    'delivered',
    `250 2.0.0 <${d.to}> saved to ${target.path}`,
    target.path,
  );
}
