// Autoresponders: one per address (a mailbox or a forwarder address), always
// on within optional dates; the mail server replies at most once per sender
// per interval.
import { and, eq } from 'drizzle-orm';
import { emailOps } from '@contract/email';
import { AUTORESPONDER_SORTS, sortOf } from '@contract/list-sorts';
import { emailAutoresponders, emailForwarders } from '@server/db/schema/email';
import { implement, type Ctx } from '@server/core/area';
import { paginateTable, sortedBy, type SortKey } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { coverage, inCoverage, mailboxByAddress } from './mailbox-repository';

type Row = typeof emailAutoresponders.$inferSelect;
type AnyCtx = Pick<Ctx<unknown>, 'deps' | 'cred' | 'resolve'>;

const sortKeys: Record<(typeof AUTORESPONDER_SORTS)[number], SortKey<Row>> = {
  address: [emailAutoresponders.address, (r) => r.address],
  subject: [emailAutoresponders.subject, (r) => r.subject],
};

const present = (r: Row) => ({
  address: r.address,
  subject: r.subject,
  body: r.body,
  fromName: r.fromName,
  isHtml: r.isHtml,
  intervalHours: r.intervalHours,
  startsAt: r.startsAt?.toISOString() ?? null,
  endsAt: r.endsAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** An address that receives mail here: a mailbox of the account or a forwarder address. */
export async function receivingAddress(ctx: AnyCtx, input: string) {
  const target = await ctx.resolve(input);
  const address = target.mailbox!;
  const box = await mailboxByAddress(ctx.deps.db, address);
  if (box && box.accountId === ctx.cred.accountId) return { target, address };
  const [fwd] = await ctx.deps.db
    .select({ id: emailForwarders.id })
    .from(emailForwarders)
    .where(eq(emailForwarders.address, address))
    .limit(1);
  if (fwd) return { target, address };
  throw new ApiError('mailbox_not_found', `${address} is neither a mailbox nor a forwarder on ${target.domain}`);
}

type Fields = {
  subject: string;
  body: string;
  from_name?: string;
  is_html: boolean;
  interval_hours: number;
  starts_at?: string | null;
  ends_at?: string | null;
};
const columns = (b: Fields) => ({
  subject: b.subject,
  body: b.body,
  fromName: b.from_name || null,
  isHtml: b.is_html,
  intervalHours: b.interval_hours,
  startsAt: b.starts_at ? new Date(b.starts_at) : null,
  endsAt: b.ends_at ? new Date(b.ends_at) : null,
});

export default implement(emailOps, {
  handlers: {
    async listAutoresponders(ctx) {
      const cov = await coverage(ctx, ctx.query.input);
      const filter = and(
        eq(emailAutoresponders.accountId, ctx.cred.accountId),
        inCoverage(emailAutoresponders.domain, cov),
        cov.mailbox ? eq(emailAutoresponders.address, cov.mailbox) : undefined,
      );
      const page = await paginateTable(ctx.deps.db, emailAutoresponders, {
        params: ctx.query,
        // The id breaks ties of equal subjects; by address (unique) it never has to.
        spec: sortedBy(sortOf(ctx.query.sort), sortKeys, [emailAutoresponders.id, (r) => r.id]),
        filter,
        map: present,
      });
      return { ...page, target: cov.target };
    },

    async createAutoresponder(ctx) {
      const { target, address } = await receivingAddress(ctx, ctx.body.input);
      const [row] = await ctx.deps.db
        .insert(emailAutoresponders)
        .values({
          accountId: ctx.cred.accountId,
          domain: target.domain!,
          address,
          ...columns(ctx.body),
          createdAt: ctx.deps.clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw new ApiError(
          'conflict',
          `${address} already has an autoresponder; change it with PUT /email/autoresponders`,
        );
      return { ...present(row), target };
    },

    async updateAutoresponder(ctx) {
      const { target, address } = await receivingAddress(ctx, ctx.body.input);
      const [row] = await ctx.deps.db
        .update(emailAutoresponders)
        .set(columns(ctx.body))
        .where(and(eq(emailAutoresponders.address, address), eq(emailAutoresponders.accountId, ctx.cred.accountId)))
        .returning();
      if (!row)
        throw new ApiError('not_found', `${address} has no autoresponder; create one with POST /email/autoresponders`);
      return { ...present(row), target };
    },

    async deleteAutoresponder(ctx) {
      const target = await ctx.resolve(ctx.query.input);
      const [row] = await ctx.deps.db
        .delete(emailAutoresponders)
        .where(
          and(eq(emailAutoresponders.address, target.mailbox!), eq(emailAutoresponders.accountId, ctx.cred.accountId)),
        )
        .returning();
      if (!row) throw new ApiError('not_found', `${target.mailbox} has no autoresponder`);
      return { target, address: row.address, deleted: true as const };
    },
  },
});
