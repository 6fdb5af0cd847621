// Mailboxes: the listing (a domain, one address or the whole account) and its CSV export, one
// mailbox's usage, creating one, and changing its limits and password.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { emailOps } from '@contract/email';
import type { Target } from '@contract/common';
import { MAILBOX_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import type { QueryOf } from '@contract/operation';
import type { Db } from '@server/db/client';
import { mailboxes } from '@server/db/schema/email';
import { implement } from '@server/core/area';
import { hashPassword, passwordCostOf } from '@server/core/crypto';
import { paginate, paginateTable, sortedBy, type SortKey } from '@server/core/pagination';
import { csvAnswer, exportFileName, type CsvColumn } from '@server/core/csv-export';
import { ApiError } from '@server/core/problem';
import { sharedRead } from '@server/core/shared-reads';
import { serviceById } from '@server/areas/services/public';
import { messageCount } from '@server/infra/mail-store-reads';
import { nextUtcMidnight, presentMailbox, quotaToDb, usagePercent } from './mailbox-presenter';
import {
  addressContains,
  coverage,
  findMailbox,
  type Coverage,
  inCoverage,
  mailboxByAddress,
  type MailboxRow,
} from './mailbox-repository';

/** Mail lives on a domain's active hosting service. */
async function assertHostsMail(db: Db, target: Target) {
  const svc = target.serviceId ? await serviceById(db, target.serviceId) : null;
  if (!svc)
    throw fieldError(
      'input',
      `${target.domain} has no hosting service, so it cannot have mailboxes; add hosting or use a hosted domain`,
      'no_mail_hosting',
    );
  if (svc.status !== 'active')
    throw fieldError(
      'input',
      `The hosting of ${target.domain} is ${svc.status}; mailboxes cannot be added until it is active again`,
      'hosting_not_active',
    );
}

const fieldError = (path: string, message: string, code: string) =>
  new ApiError('validation_failed', `${path}: ${message}`, { errors: [{ path, message, code }] });

export default implement(emailOps, {
  handlers: {
    // The page depends on the account and the query alone.
    listMailboxes: sharedRead(async (ctx) => {
      const cov = await mailboxCoverage(ctx, ctx.query.input);
      const page = await mailboxPage(ctx.deps.db, ctx.cred.accountId, cov, ctx.query);
      return {
        target: cov.target,
        scope: { kind: cov.kind, domains: cov.domains },
        ...page,
        note: page.hasMore
          ? `Showing ${page.data.length} of ${page.total} mailboxes. Pass nextCursor as cursor for more, or narrow with a domain input or q.`
          : null,
      };
    }),

    async exportMailboxes(ctx) {
      const cov = await mailboxCoverage(ctx, ctx.query.input);
      // A service id covers the whole account; a domain (or an address on it) names its domain, in ASCII.
      const what = cov.kind === 'account' ? 'account' : cov.domains[0]!;
      return csvAnswer({
        fileName: exportFileName(`mailboxes-${what}`, ctx.deps.clock.now()),
        columns: mailboxCsvColumns,
        page: (cursor, limit) => mailboxPage(ctx.deps.db, ctx.cred.accountId, cov, { ...ctx.query, cursor, limit }),
      });
    },

    async createMailbox(ctx) {
      const { body, deps } = ctx;
      const target = await ctx.resolve(body.input);
      const address = target.mailbox!;
      await assertHostsMail(deps.db, target);
      const now = deps.clock.now();
      const [row] = await deps.db
        .insert(mailboxes)
        .values({
          accountId: ctx.cred.accountId,
          domain: target.domain!,
          address,
          passwordHash: await hashPassword(body.password, passwordCostOf(deps.config)),
          quotaMb: quotaToDb(body.quota_mb),
          sendLimit: body.send_limit,
          passwordChangedAt: now,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError('conflict', `${address} already exists`);
      await deps.infra.mailServer.folders(row.id);
      return { ...presentMailbox(row), target, createdAt: row.createdAt.toISOString() };
    },

    async getMailbox(ctx) {
      const { target, box } = await findMailbox(ctx, ctx.query.input);
      const n = await messageCount(ctx.deps.db, box.id);
      return {
        ...presentMailbox(box),
        target,
        domain: box.domain,
        usagePercent: usagePercent(box),
        messageCount: n,
        sendLimitResetsAt: nextUtcMidnight(ctx.deps.clock.now()).toISOString(),
        suspendedAt: box.suspendedAt?.toISOString() ?? null,
        lastLoginAt: box.lastLoginAt?.toISOString() ?? null,
        passwordChangedAt: box.passwordChangedAt?.toISOString() ?? null,
        createdAt: box.createdAt.toISOString(),
      };
    },

    async updateMailbox(ctx) {
      const { body, deps } = ctx;
      // The spec lists no 404 here: an unknown address is a field error on `address`.
      let found;
      try {
        found = await findMailbox(ctx, body.address);
      } catch (err) {
        if (err instanceof ApiError && (err.code === 'mailbox_not_found' || err.code === 'not_found')) {
          throw fieldError('address', `${body.address} is not a mailbox of this account`, 'mailbox_not_found');
        }
        throw err;
      }
      if (body.new_name !== undefined) {
        throw fieldError(
          'new_name',
          'Renaming a mailbox is not supported on this node; create a new mailbox and forward the old address to it',
          'rename_not_supported',
        );
      }
      const set: Partial<MailboxRow> = {};
      if (body.quota_mb !== undefined) set.quotaMb = quotaToDb(body.quota_mb);
      if (body.send_limit !== undefined) set.sendLimit = body.send_limit;
      const [row] = await deps.db.update(mailboxes).set(set).where(eq(mailboxes.id, found.box.id)).returning();
      return { target: found.target, address: row!.address, quotaMb: row!.quotaMb, sendLimit: row!.sendLimit };
    },

    async changeMailboxPassword(ctx) {
      const { box, target } = await findMailbox(ctx, ctx.body.input);
      const now = ctx.deps.clock.now();
      await ctx.deps.db
        .update(mailboxes)
        .set({
          passwordHash: await hashPassword(ctx.body.password, passwordCostOf(ctx.deps.config)),
          passwordChangedAt: now,
        })
        .where(eq(mailboxes.id, box.id));
      return { target, address: box.address, passwordChangedAt: now.toISOString() };
    },

    async changeMailboxQuota(ctx) {
      const { box, target } = await findMailbox(ctx, ctx.body.input);
      const [row] = await ctx.deps.db
        .update(mailboxes)
        .set({ quotaMb: quotaToDb(ctx.body.quota_mb) })
        .where(eq(mailboxes.id, box.id))
        .returning();
      return { target, address: row!.address, usedMb: row!.usedMb, quotaMb: row!.quotaMb };
    },

    async listMailboxUsage(ctx) {
      const { query, deps } = ctx;
      const cov = await coverage(ctx, query.input);
      // Fullness in basis points (integer, so the keyset compares exactly); unlimited sorts last.
      const bp = sql<number>`(case when coalesce(${mailboxes.quotaMb}, 0) = 0 then -1 else (${mailboxes.usedMb} * 10000 / ${mailboxes.quotaMb}) end)::int`;
      const filter = and(
        inCoverage(mailboxes.domain, cov),
        eq(mailboxes.accountId, ctx.cred.accountId),
        cov.mailbox ? eq(mailboxes.address, cov.mailbox) : undefined,
        query.min_percent !== undefined ? sql`${bp} >= ${Math.round(query.min_percent * 100)}` : undefined,
      );
      type Row = MailboxRow & { bp: number };
      const byPercent = query.sort === 'percent';
      const page = await paginate({
        params: query,
        spec: {
          columns: byPercent ? [bp as never, mailboxes.id] : [mailboxes.usedMb, mailboxes.id],
          direction: 'desc',
          keyOf: (m: Row) => (byPercent ? [m.bp, m.id] : [m.usedMb, m.id]),
        },
        filter,
        fetch: async (where, orderBy, limit) =>
          (
            await deps.db
              .select({ m: mailboxes, bp })
              .from(mailboxes)
              .where(where)
              .orderBy(...orderBy)
              .limit(limit)
          ).map((r) => ({ ...r.m, bp: r.bp })),
        count: async (f) => (await deps.db.select({ n: count() }).from(mailboxes).where(f))[0]!.n,
        map: (m: Row) => ({ ...presentMailbox(m), usagePercent: usagePercent(m) }),
      });
      const [sum] = await deps.db
        .select({ mb: sql<number>`coalesce(sum(${mailboxes.usedMb}), 0)::int` })
        .from(mailboxes)
        .where(filter);
      return { ...page, target: cov.target, totalUsedMb: sum!.mb };
    },
  },
});

type MailboxQuery = Omit<QueryOf<typeof emailOps.listMailboxes>, 'sort' | 'input'> & {
  sort: SortValue<MailboxSort>;
  limit: number;
};
type MailboxSort = (typeof MAILBOX_SORTS)[number];

/** What `input` covers; one address that is no mailbox is a 404, not an empty list. */
async function mailboxCoverage(ctx: Parameters<typeof coverage>[0], input: string): Promise<Coverage> {
  const cov = await coverage(ctx, input);
  if (cov.mailbox && !(await mailboxByAddress(ctx.deps.db, cov.mailbox))) {
    throw new ApiError('mailbox_not_found', `There is no mailbox ${cov.mailbox} on ${cov.target.domain}`);
  }
  return cov;
}

const mailboxSortKeys: Record<MailboxSort, SortKey<MailboxRow>> = {
  address: [mailboxes.address, (m) => m.address],
  usage: [mailboxes.usedMb, (m) => m.usedMb],
};

/** One page of the mailboxes `cov` covers, searched and sorted as asked: the list and its export. */
function mailboxPage(db: Db, accountId: number, cov: Coverage, query: MailboxQuery) {
  const filter = and(
    cov.domains.length ? inArray(mailboxes.domain, cov.domains) : sql`false`,
    eq(mailboxes.accountId, accountId),
    cov.mailbox ? eq(mailboxes.address, cov.mailbox) : undefined,
    addressContains(query.q),
  );
  return paginateTable(db, mailboxes, {
    params: query,
    spec: sortedBy(sortOf(query.sort), mailboxSortKeys, [mailboxes.id, (m) => m.id]),
    filter,
    map: presentMailbox,
  });
}

type MailboxView = ReturnType<typeof presentMailbox>;

/** The export's columns: what the mailbox list shows, in a spreadsheet's terms (megabytes as numbers). */
const mailboxCsvColumns: CsvColumn<MailboxView>[] = [
  { header: 'Address', value: (m) => m.address },
  { header: 'Quota MB (empty = unlimited)', value: (m) => m.quotaMb },
  { header: 'Used MB', value: (m) => m.usedMb },
  { header: 'Used %', value: (m) => usagePercent(m) },
  { header: 'Send limit per day (0 = unlimited)', value: (m) => m.sendLimit },
  { header: 'Sent today', value: (m) => m.sentToday },
  { header: 'Status', value: (m) => (m.isSuspended ? 'suspended' : 'active') },
];
