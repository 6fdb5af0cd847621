// The delivery side of the mail server: a mailbox's log lines, the outgoing
// queue of a domain or account, and the trace of one message.
import { emailOps } from '@contract/email';
import { sortOf } from '@contract/list-sorts';
import { implement } from '@server/core/area';
import {
  mailboxLogPage,
  mailQueuePage,
  messageTrail,
  tracedMessageId,
  type MailLogLine,
  type QueuedMail,
} from '@server/infra/mail-log-reads';
import { coverage, findMailbox } from './mailbox-repository';
// Loading the queue's area registers its retry job.

type Line = MailLogLine;
type Queued = QueuedMail;
type Final = 'delivered' | 'deferred' | 'bounced' | 'rejected' | 'queued';

const presentLine = (l: Line) => ({
  at: l.at.toISOString(),
  direction: l.direction as 'in' | 'out',
  messageId: l.messageId,
  from: l.from,
  to: l.to,
  status: l.status as never,
  relay: l.relay,
  detail: l.detail,
  sizeBytes: l.sizeBytes,
});

const presentQueued = (q: Queued) => ({
  id: q.id,
  from: q.from,
  recipients: q.recipients,
  sizeBytes: q.sizeBytes,
  status: q.status as 'active' | 'deferred' | 'hold',
  queuedAt: q.queuedAt.toISOString(),
  attempts: q.attempts,
  nextAttemptAt: q.nextAttemptAt?.toISOString() ?? null,
  lastError: q.lastError,
});

function finalStatus(lines: Line[], queued: Queued[]): Final | null {
  if (lines.length === 0) return null;
  const stages = new Set(lines.map((l) => l.stage));
  if (queued.length) return queued.some((q) => q.status === 'deferred') ? 'deferred' : 'queued';
  if (stages.has('rejected')) return 'rejected';
  if (stages.has('bounced')) return 'bounced';
  if (stages.has('delivered') || stages.has('forwarded') || stages.has('filtered')) return 'delivered';
  return stages.has('deferred') ? 'deferred' : 'queued';
}

export default implement(emailOps, {
  handlers: {
    async listMailLogs(ctx) {
      const q = ctx.query;
      const { box, target } = await findMailbox(ctx, q.input);
      const page = await mailboxLogPage(
        ctx.deps.db,
        box,
        { direction: q.direction, status: q.status, since: q.since },
        q,
        presentLine,
        sortOf(q.sort),
      );
      return { ...page, target };
    },

    async listMailQueue(ctx) {
      const q = ctx.query;
      const cov = await coverage(ctx, q.input);
      const page = await mailQueuePage(
        ctx.deps.db,
        ctx.cred.accountId,
        { domains: cov.domains, from: cov.mailbox, status: q.status },
        q,
        presentQueued,
        sortOf(q.sort),
      );
      return { ...page, target: cov.target };
    },

    async traceMessage(ctx) {
      const q = ctx.query;
      const cov = await coverage(ctx, q.input);
      const db = ctx.deps.db;
      const messageId = await tracedMessageId(db, ctx.cred.accountId, cov.domains, {
        messageId: q.message_id,
        from: q.from,
        to: q.to,
        since: q.since,
      });
      if (!messageId)
        return { target: cov.target, found: false, messageId: null, from: null, to: [], finalStatus: null, events: [] };
      const { lines, queued } = await messageTrail(db, ctx.cred.accountId, messageId);
      return {
        target: cov.target,
        found: true,
        messageId,
        from: lines[0]?.from ?? null,
        to: [...new Set(lines.map((l) => l.to))],
        finalStatus: finalStatus(lines, queued),
        events: lines.map((l) => ({
          at: l.at.toISOString(),
          stage: l.stage as never,
          host: l.relay && l.stage !== 'received' ? `${l.host} → ${l.relay}` : l.host,
          detail: `${l.direction === 'in' ? 'in' : 'out'} ${l.from} → ${l.to}: ${l.detail}`,
        })),
      };
    },
  },
});
