// Vacation messages: scheduled periods per mailbox that may not overlap; the
// mail server answers once per sender per period (or daily).
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { emailOps } from '@contract/email';
import { VACATION_SORTS, sortOf } from '@contract/list-sorts';
import { emailVacations } from '@server/db/schema/email';
import { implement } from '@server/core/area';
import type { Tx } from '@server/db/client';
import { newId } from '@server/core/crypto';
import { isoKey, paginateTable, sortedBy, type SortKey } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { coverage, inCoverage, findMailbox } from './mailbox-repository';

type Row = typeof emailVacations.$inferSelect;

const sortKeys: Record<(typeof VACATION_SORTS)[number], SortKey<Row>> = {
  starts: [emailVacations.startsAt, (r) => isoKey(r.startsAt)],
  ends: [emailVacations.endsAt, (r) => isoKey(r.endsAt)],
  address: [emailVacations.address, (r) => r.address],
};

const present = (now: Date) => (r: Row) => ({
  id: r.id,
  address: r.address,
  subject: r.subject,
  message: r.message,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
  replyOnce: r.replyOnce,
  active: r.startsAt <= now && now < r.endsAt,
  createdAt: r.createdAt.toISOString(),
});

async function assertNoOverlap(tx: Tx, address: string, startsAt: Date, endsAt: Date, except?: string) {
  const [clash] = await tx
    .select()
    .from(emailVacations)
    .where(
      and(
        eq(emailVacations.address, address),
        lt(emailVacations.startsAt, endsAt),
        gt(emailVacations.endsAt, startsAt),
        except ? ne(emailVacations.id, except) : undefined,
      ),
    );
  if (clash) {
    throw new ApiError(
      'conflict',
      `${address} already has a vacation message from ${clash.startsAt.toISOString()} to ${clash.endsAt.toISOString()}; periods may not overlap`,
    );
  }
}

export default implement(emailOps, {
  handlers: {
    async listVacationMessages(ctx) {
      const cov = await coverage(ctx, ctx.query.input);
      const filter = and(
        eq(emailVacations.accountId, ctx.cred.accountId),
        inCoverage(emailVacations.domain, cov),
        cov.mailbox ? eq(emailVacations.address, cov.mailbox) : undefined,
      );
      const page = await paginateTable(ctx.deps.db, emailVacations, {
        params: ctx.query,
        spec: sortedBy(sortOf(ctx.query.sort), sortKeys, [emailVacations.id, (r) => r.id]),
        filter,
        map: present(ctx.deps.clock.now()),
      });
      return { ...page, target: cov.target };
    },

    async createVacationMessage(ctx) {
      const { box, target } = await findMailbox(ctx, ctx.body.input);
      const b = ctx.body;
      const startsAt = new Date(b.starts_at);
      const endsAt = new Date(b.ends_at);
      const row = await ctx.deps.db.transaction(async (tx) => {
        await assertNoOverlap(tx, box.address, startsAt, endsAt);
        const [r] = await tx
          .insert(emailVacations)
          .values({
            id: newId('vac', 12),
            accountId: box.accountId,
            domain: box.domain,
            address: box.address,
            subject: b.subject,
            message: b.message,
            startsAt,
            endsAt,
            replyOnce: b.reply_once,
            createdAt: ctx.deps.clock.now(),
          })
          .returning();
        return r!;
      });
      return { ...present(ctx.deps.clock.now())(row), target };
    },

    async updateVacationMessage(ctx) {
      const { box, target } = await findMailbox(ctx, ctx.body.input);
      const b = ctx.body;
      const startsAt = new Date(b.starts_at);
      const endsAt = new Date(b.ends_at);
      const row = await ctx.deps.db.transaction(async (tx) => {
        await assertNoOverlap(tx, box.address, startsAt, endsAt, b.id);
        const [r] = await tx
          .update(emailVacations)
          .set({ subject: b.subject, message: b.message, startsAt, endsAt, replyOnce: b.reply_once })
          .where(and(eq(emailVacations.id, b.id), eq(emailVacations.address, box.address)))
          .returning();
        if (!r) throw new ApiError('not_found', `${box.address} has no vacation message ${b.id}`);
        return r;
      });
      return { ...present(ctx.deps.clock.now())(row), target };
    },

    async deleteVacationMessage(ctx) {
      const { box, target } = await findMailbox(ctx, ctx.query.input);
      const [row] = await ctx.deps.db
        .delete(emailVacations)
        .where(and(eq(emailVacations.id, ctx.query.id), eq(emailVacations.address, box.address)))
        .returning();
      if (!row) throw new ApiError('not_found', `${box.address} has no vacation message ${ctx.query.id}`);
      return { target, id: row.id, deleted: true as const };
    },
  },
});
