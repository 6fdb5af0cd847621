// The delivery side of the mail server: a mailbox's log lines, the outgoing
// queue of a domain or account, and the trace of one message.
import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { emailOps } from '@contract/email';
import { mailLog, mailQueue } from '@server/db/schema';
import { implement } from '@server/core/area';
import { paginateTable } from '@server/core/pagination';
import { coverage, inCoverage, findMailbox } from './mailbox-repository';
// Loading the queue's area registers its retry job.

type Line = typeof mailLog.$inferSelect;
type Queued = typeof mailQueue.$inferSelect;
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
      const filter = and(
        eq(mailLog.accountId, box.accountId),
        or(eq(mailLog.from, box.address), eq(mailLog.to, box.address)),
        q.direction !== 'all' ? eq(mailLog.direction, q.direction) : undefined,
        q.status ? eq(mailLog.status, q.status) : undefined,
        q.since ? gte(mailLog.at, new Date(q.since)) : undefined,
      );
      const page = await paginateTable(ctx.deps.db, mailLog, {
        params: q,
        spec: { columns: [mailLog.at, mailLog.id], direction: 'desc', keyOf: (l: Line) => [l.at.toISOString(), l.id] },
        filter,
        map: presentLine,
      });
      return { ...page, target };
    },

    async listMailQueue(ctx) {
      const q = ctx.query;
      const cov = await coverage(ctx, q.input);
      const filter = and(
        eq(mailQueue.accountId, ctx.cred.accountId),
        inCoverage(mailQueue.domain, cov),
        cov.mailbox ? eq(mailQueue.from, cov.mailbox) : undefined,
        q.status ? eq(mailQueue.status, q.status) : undefined,
      );
      const page = await paginateTable(ctx.deps.db, mailQueue, {
        params: q,
        spec: {
          columns: [mailQueue.queuedAt, mailQueue.id],
          direction: 'asc',
          keyOf: (r: Queued) => [r.queuedAt.toISOString(), r.id],
        },
        filter,
        map: presentQueued,
      });
      return { ...page, target: cov.target };
    },

    async traceMessage(ctx) {
      const q = ctx.query;
      const cov = await coverage(ctx, q.input);
      const db = ctx.deps.db;
      const scope = and(eq(mailLog.accountId, ctx.cred.accountId), inCoverage(mailLog.domain, cov));
      let messageId: string | null = null;
      if (q.message_id) {
        const bare = q.message_id.replace(/^<|>$/g, '');
        const [hit] = await db
          .select({ m: mailLog.messageId })
          .from(mailLog)
          .where(and(scope, inArray(mailLog.messageId, [bare, `<${bare}>`])))
          .limit(1);
        messageId = hit?.m ?? null;
      } else {
        // The most recent message between these parties.
        const [hit] = await db
          .select({ m: mailLog.messageId })
          .from(mailLog)
          .where(
            and(
              scope,
              q.from ? sql`lower(${mailLog.from}) = ${q.from.toLowerCase()}` : undefined,
              q.to ? sql`lower(${mailLog.to}) = ${q.to.toLowerCase()}` : undefined,
              q.since ? gte(mailLog.at, new Date(q.since)) : undefined,
              sql`${mailLog.messageId} is not null`,
            ),
          )
          .orderBy(desc(mailLog.at), desc(mailLog.id))
          .limit(1);
        messageId = hit?.m ?? null;
      }
      if (!messageId)
        return { target: cov.target, found: false, messageId: null, from: null, to: [], finalStatus: null, events: [] };
      const lines = await db
        .select()
        .from(mailLog)
        .where(and(eq(mailLog.accountId, ctx.cred.accountId), eq(mailLog.messageId, messageId)))
        .orderBy(asc(mailLog.at), asc(mailLog.id));
      const queued = await db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.accountId, ctx.cred.accountId), eq(mailQueue.messageId, messageId)));
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
