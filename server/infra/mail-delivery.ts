// The mail server's delivery engine. Inbound: block list, forwarders,
// catch-all, quota, spam filter, filter rules, then the store and the
// auto-replies. Outbound: suspension, the daily send limit, a Sent copy,
// local delivery or the remote exchanger, or the queue when it cannot be reached.
import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import {
  domains,
  emailAutoresponders,
  emailDomainSettings,
  emailFilters,
  emailForwarders,
  emailVacations,
  mailLog,
  mailboxes,
  type MailAttachment,
  type MailParty,
} from '@server/db/schema';
import { randomString } from '@server/core/crypto';
import { matchesFilter, matchesPattern } from './mail-rules';
import { resolveMx } from './mail-network';
import { attemptRemote, queueDeferred } from './mail-queue';
import { ensureFolders, folderBySpecialUse, storeMessage, createFolder, type FolderRow } from './mail-store';

export interface InboundMail {
  to: string;
  from: MailParty;
  subject: string;
  text: string | null;
  html?: string | null;
  date?: Date;
  cc?: MailParty[];
  attachments?: MailAttachment[];
  headers?: { name: string; value: string }[];
  spamScore?: number;
  messageId?: string;
  /** History being seeded: already read / flagged. */
  seen?: boolean;
  flagged?: boolean;
}

export interface OutboundMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  date?: Date;
  messageId?: string;
  /** An autoresponder or vacation reply: no Sent copy, not counted against the send limit. */
  autoReply?: 'autoresponder' | 'vacation';
}

export interface DeliveryOutcome {
  status: 'delivered' | 'spam' | 'forwarded' | 'discarded' | 'rejected' | 'deferred' | 'queued' | 'sent';
  messageId: string;
  detail: string;
  folder: string | null;
}

const MX_HOST = 'mx1.panel-mail.net';
export const SMTP_HOST = 'smtp.panel-mail.net';
const MAX_HOPS = 5;
const hour = 3_600_000;

const domainOf = (a: string) => a.slice(a.lastIndexOf('@') + 1).toLowerCase();
const newMessageId = (domain: string) => `<${randomString(20)}@${domain}>`;

type LogLine = Omit<typeof mailLog.$inferInsert, 'id'>;
const log = (tx: Tx, line: LogLine) => tx.insert(mailLog).values(line);

async function settingsOf(tx: Tx, domain: string) {
  const [row] = await tx.select().from(emailDomainSettings).where(eq(emailDomainSettings.domain, domain));
  return {
    spamEnabled: row?.spamEnabled ?? true,
    spamThreshold: row?.spamThreshold ?? 5,
    spamAction: row?.spamAction ?? 'move_to_spam',
    subjectTag: row?.spamSubjectTag ?? '[SPAM]',
    allowList: row?.allowList ?? [],
    blockList: row?.blockList ?? [],
    catchAllMode: row?.catchAllMode ?? 'reject',
    catchAllForwardTo: row?.catchAllForwardTo ?? null,
  };
}

export async function deliverInbound(tx: Tx, mail: InboundMail, now: Date, hops = 0): Promise<DeliveryOutcome> {
  const at = mail.date ?? now;
  const to = mail.to.toLowerCase();
  const domain = domainOf(to);
  const messageId = mail.messageId ?? newMessageId(domainOf(mail.from.address));
  const [dom] = await tx.select().from(domains).where(eq(domains.name, domain));
  if (!dom) return { status: 'rejected', messageId, detail: `554 5.7.1 <${to}>: Relay access denied`, folder: null };
  const size =
    (mail.text?.length ?? 0) +
    (mail.html?.length ?? 0) +
    900 +
    (mail.attachments ?? []).reduce((s, a) => s + a.sizeBytes, 0);
  const line = (status: string, stage: string, detail: string, relay: string | null = null, host = MX_HOST) =>
    log(tx, {
      accountId: dom.accountId,
      domain,
      at,
      direction: 'in',
      messageId,
      from: mail.from.address,
      to,
      status,
      stage,
      host,
      relay,
      detail,
      sizeBytes: size,
    });
  const done = async (
    status: DeliveryOutcome['status'],
    logStatus: string,
    stage: string,
    detail: string,
    folder: string | null = null,
  ) => {
    await line(logStatus, stage, detail);
    return { status, messageId, detail, folder };
  };

  if (hops === 0) await line('received', 'received', `from ${domainOf(mail.from.address)}: accepted for <${to}>`);
  const s = await settingsOf(tx, domain);
  if (s.blockList.some((p) => matchesPattern(mail.from.address, p))) {
    return done(
      'rejected',
      'rejected',
      'rejected',
      `554 5.7.1 <${mail.from.address}>: Sender address rejected: on the block list of ${domain}`,
    );
  }

  const forwards = await tx
    .select()
    .from(emailForwarders)
    .where(eq(emailForwarders.address, to))
    .orderBy(emailForwarders.id);
  for (const f of forwards)
    await forward(tx, mail, f.destination, { to, messageId, at, accountId: dom.accountId, domain, size, hops, now });

  const [box] = await tx.select().from(mailboxes).where(eq(mailboxes.address, to));
  if (!box) {
    if (forwards.length)
      return {
        status: 'forwarded',
        messageId,
        detail: `forwarded to ${forwards.map((f) => f.destination).join(', ')}`,
        folder: null,
      };
    if (s.catchAllMode === 'discard')
      return done(
        'discarded',
        'delivered',
        'filtered',
        `250 2.0.0 discarded by the catch-all of ${domain} (unknown recipient)`,
      );
    if (s.catchAllMode === 'forward' && s.catchAllForwardTo) {
      await forward(tx, mail, s.catchAllForwardTo, {
        to,
        messageId,
        at,
        accountId: dom.accountId,
        domain,
        size,
        hops,
        now,
      });
      return { status: 'forwarded', messageId, detail: `catch-all forwarded to ${s.catchAllForwardTo}`, folder: null };
    }
    return done(
      'rejected',
      'rejected',
      'rejected',
      `550 5.1.1 <${to}>: Recipient address rejected: User unknown in virtual mailbox table`,
    );
  }
  if (box.quotaMb && box.usedMb >= box.quotaMb) {
    return done(
      'deferred',
      'deferred',
      'deferred',
      `452 4.2.2 <${to}>: Mailbox full (${box.usedMb} of ${box.quotaMb} MB used)`,
    );
  }

  let folderUse: 'inbox' | 'junk' = 'inbox';
  let subject = mail.subject;
  let seen = mail.seen ?? false;
  let target: FolderRow | null = null;
  const score = mail.spamScore ?? 0;
  const isSpam =
    s.spamEnabled && score >= s.spamThreshold && !s.allowList.some((p) => matchesPattern(mail.from.address, p));
  if (isSpam) {
    if (s.spamAction === 'delete')
      return done('discarded', 'spam', 'filtered', `discarded as spam (score ${score} >= ${s.spamThreshold})`);
    if (s.spamAction === 'move_to_spam') folderUse = 'junk';
    else subject = `${s.subjectTag} ${subject}`.trim();
  }
  const rules = await tx
    .select()
    .from(emailFilters)
    .where(and(eq(emailFilters.domain, domain), or(isNull(emailFilters.address), eq(emailFilters.address, to))))
    .orderBy(asc(emailFilters.position), asc(emailFilters.id));
  const rule = isSpam ? undefined : rules.find((r) => matchesFilter(r, { ...mail, subject, score }));
  if (rule) {
    await line(
      'delivered',
      'filtered',
      `filter "${rule.name}": ${rule.action}${rule.destination ? ` ${rule.destination}` : ''}`,
    );
    if (rule.action === 'discard')
      return { status: 'discarded', messageId, detail: `discarded by filter "${rule.name}"`, folder: null };
    if (rule.action === 'reject')
      return done('rejected', 'rejected', 'rejected', `550 5.7.1 rejected by the filter "${rule.name}"`);
    if (rule.action === 'forward' && rule.destination) {
      await forward(tx, mail, rule.destination, {
        to,
        messageId,
        at,
        accountId: dom.accountId,
        domain,
        size,
        hops,
        now,
      });
      return { status: 'forwarded', messageId, detail: `forwarded by filter "${rule.name}"`, folder: null };
    }
    if (rule.action === 'mark_read') seen = true;
    if (rule.action === 'move_to_folder' && rule.destination) target = await folderByPath(tx, box.id, rule.destination);
  }
  target ??= await folderBySpecialUse(tx, box.id, folderUse);
  await storeMessage(tx, box.id, target, {
    messageIdHeader: messageId,
    subject,
    fromName: mail.from.name,
    fromAddress: mail.from.address,
    to: [{ name: null, address: to }],
    cc: mail.cc ?? [],
    replyTo: [],
    date: at,
    sizeBytes: size,
    seen,
    flagged: mail.flagged ?? false,
    headers: [
      { name: 'Received', value: `from ${domainOf(mail.from.address)} by ${MX_HOST} with ESMTPS; ${at.toUTCString()}` },
      { name: 'X-Spam-Score', value: score.toFixed(1) },
      ...(mail.headers ?? []),
    ],
    attachments: mail.attachments ?? [],
    text: mail.text,
    html: mail.html ?? null,
    snippet: (mail.text ?? '').replace(/\s+/g, ' ').trim().slice(0, 140),
    spamScore: score,
  });
  const outcome = await done(
    isSpam && folderUse === 'junk' ? 'spam' : 'delivered',
    isSpam ? 'spam' : 'delivered',
    'delivered',
    `250 2.0.0 <${to}> saved to ${target.path}`,
    target.path,
  );
  if (!isSpam && !isAutomated(mail)) await autoReplies(tx, box.address, mail.from.address, at, now);
  return outcome;
}

const isAutomated = (m: InboundMail) =>
  /^(no-?reply|mailer-daemon|postmaster)@/i.test(m.from.address) ||
  (m.headers ?? []).some((h) => /^auto-submitted$/i.test(h.name) && !/^no$/i.test(h.value));

async function folderByPath(tx: Tx, mailboxId: number, dest: string): Promise<FolderRow> {
  const path = dest.startsWith('INBOX') ? dest : `INBOX.${dest}`;
  const found = (await ensureFolders(tx, mailboxId)).find((f) => f.path === path);
  if (found) return found;
  const parent = path.slice(0, path.lastIndexOf('.'));
  return createFolder(tx, mailboxId, parent, path.slice(path.lastIndexOf('.') + 1));
}

interface Hop {
  to: string;
  messageId: string;
  at: Date;
  accountId: number;
  domain: string;
  size: number;
  hops: number;
  now: Date;
}

async function forward(tx: Tx, mail: InboundMail, dest: string, h: Hop) {
  const [local] = await tx
    .select({ id: domains.id })
    .from(domains)
    .where(eq(domains.name, domainOf(dest)));
  const mx = local ? null : (await resolveMx(tx, domainOf(dest)))[0];
  await log(tx, {
    accountId: h.accountId,
    domain: h.domain,
    at: h.at,
    direction: 'in',
    messageId: h.messageId,
    from: mail.from.address,
    to: h.to,
    status: local || mx ? 'delivered' : 'bounced',
    stage: local || mx ? 'forwarded' : 'bounced',
    host: MX_HOST,
    relay: local ? 'local' : mx ? `${mx.host}:25` : null,
    detail:
      local || mx ? `forwarded to <${dest}>` : `550 5.1.2 <${dest}>: forward target's domain has no mail exchanger`,
    sizeBytes: h.size,
  });
  if (local && h.hops < MAX_HOPS)
    await deliverInbound(tx, { ...mail, to: dest, messageId: h.messageId }, h.now, h.hops + 1);
}

async function autoReplies(tx: Tx, address: string, sender: string, at: Date, now: Date) {
  const since = async (from: Date, kind: string) =>
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
      (await since(new Date(at.getTime() - Math.max(ar.intervalHours, 0) * hour), 'autoresponder')) === 0 ||
      ar.intervalHours === 0
    ) {
      await submitOutbound(
        tx,
        { from: address, to: [sender], subject: ar.subject, text: ar.body, date: at, autoReply: 'autoresponder' },
        now,
      );
    }
  }
  const vacations = await tx.select().from(emailVacations).where(eq(emailVacations.address, address));
  const v = vacations.find((x) => x.startsAt <= at && at < x.endsAt);
  if (v && (await since(v.replyOnce ? v.startsAt : new Date(at.getTime() - 24 * hour), 'vacation')) === 0) {
    await submitOutbound(
      tx,
      { from: address, to: [sender], subject: v.subject, text: v.message, date: at, autoReply: 'vacation' },
      now,
    );
  }
}

export async function submitOutbound(tx: Tx, mail: OutboundMail, now: Date): Promise<DeliveryOutcome> {
  const at = mail.date ?? now;
  const from = mail.from.toLowerCase();
  const domain = domainOf(from);
  const messageId = mail.messageId ?? newMessageId(domain);
  const [box] = await tx.select().from(mailboxes).where(eq(mailboxes.address, from));
  if (!box) return { status: 'rejected', messageId, detail: `553 5.7.1 <${from}>: no such mailbox here`, folder: null };
  const size = mail.text.length + 900;
  const line = (to: string, status: string, stage: string, detail: string, relay: string | null = null) =>
    log(tx, {
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
  const refuse = async (detail: string) => {
    for (const to of mail.to) await line(to, 'rejected', 'rejected', detail);
    return { status: 'rejected' as const, messageId, detail, folder: null };
  };
  if (box.isSuspended) return refuse(`554 5.7.1 <${from}>: Sender address rejected: mailbox suspended`);
  if (!mail.autoReply && box.sendLimit > 0 && box.sentToday + mail.to.length > box.sendLimit) {
    return refuse(
      `450 4.7.1 <${from}>: daily send limit of ${box.sendLimit} messages reached (${box.sentToday} sent today); it resets at 00:00 UTC`,
    );
  }
  if (!mail.autoReply) {
    await tx
      .update(mailboxes)
      .set({ sentToday: sql`${mailboxes.sentToday} + ${mail.to.length}` })
      .where(eq(mailboxes.id, box.id));
    await storeMessage(tx, box.id, await folderBySpecialUse(tx, box.id, 'sent'), {
      messageIdHeader: messageId,
      subject: mail.subject,
      fromName: null,
      fromAddress: from,
      to: mail.to.map((address) => ({ name: null, address })),
      date: at,
      sizeBytes: size,
      seen: true,
      text: mail.text,
      snippet: mail.text.replace(/\s+/g, ' ').trim().slice(0, 140),
    });
  }
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
    const rd = domainOf(rcpt);
    const [local] = await tx.select({ id: domains.id }).from(domains).where(eq(domains.name, rd));
    if (local) {
      await line(rcpt, 'delivered', 'delivered', `250 2.0.0 delivered locally to <${rcpt}>`, 'local');
      await deliverInbound(
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
