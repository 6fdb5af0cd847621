// Forwarders: an address on the account's domain delivers to other addresses.
// Destinations are checked for loops (to itself, or back through other
// forwarders) and local destinations must receive mail.
import { and, eq, sql } from 'drizzle-orm';
import { emailOps } from '@contract/email';
import { sortOf } from '@contract/list-sorts';
import { emailForwarders } from '@server/db/schema/email';
import { domainNamesOf } from '@server/areas/domains/public';
import { implement } from '@server/core/area';
import type { Db } from '@server/db/client';
import { paginate } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { coverage, inCoverage, mailboxByAddress } from './mailbox-repository';

type Group = { address: string; destinations: string[]; createdAt: Date | null };
const present = (g: Group) => ({
  address: g.address,
  destinations: g.destinations,
  createdAt: g.createdAt ? new Date(g.createdAt).toISOString() : null,
});

const invalid = (message: string, code: string) =>
  new ApiError('validation_failed', `destinations: ${message}`, { errors: [{ path: 'destinations', message, code }] });

/** Does following forwarders from `start` lead back to `address`? */
async function leadsBack(db: Db, start: string, address: string): Promise<string[] | null> {
  const seen = new Set<string>();
  const queue: string[][] = [[start]];
  while (queue.length) {
    const path = queue.shift()!;
    const at = path[path.length - 1]!;
    if (at === address) return path;
    if (seen.has(at) || seen.size > 200) continue;
    seen.add(at);
    const next = await db
      .select({ d: emailForwarders.destination })
      .from(emailForwarders)
      .where(eq(emailForwarders.address, at));
    for (const n of next) queue.push([...path, n.d]);
  }
  return null;
}

export default implement(emailOps, {
  handlers: {
    async listForwarders(ctx) {
      const cov = await coverage(ctx, ctx.query.input);
      const filter = and(
        eq(emailForwarders.accountId, ctx.cred.accountId),
        inCoverage(emailForwarders.domain, cov),
        cov.mailbox ? eq(emailForwarders.address, cov.mailbox) : undefined,
      );
      // One row per address (the group), so the address alone is a unique key; `sort` only turns it round.
      const { direction } = sortOf(ctx.query.sort);
      const page = await paginate({
        params: ctx.query,
        spec: { columns: [emailForwarders.address], direction, keyOf: (g: Group) => [g.address], sort: ctx.query.sort },
        filter,
        fetch: (where, orderBy, limit) =>
          ctx.deps.db
            .select({
              address: emailForwarders.address,
              destinations: sql<string[]>`array_agg(${emailForwarders.destination} order by ${emailForwarders.id})`,
              createdAt: sql<Date | null>`min(${emailForwarders.createdAt})`,
            })
            .from(emailForwarders)
            .where(where)
            .groupBy(emailForwarders.address)
            .orderBy(...orderBy)
            .limit(limit),
        count: async (f) =>
          (
            await ctx.deps.db
              .select({ n: sql<number>`count(distinct ${emailForwarders.address})::int` })
              .from(emailForwarders)
              .where(f)
          )[0]!.n,
        map: present,
      });
      return { ...page, target: cov.target };
    },

    async createForwarder(ctx) {
      const target = await ctx.resolve(ctx.body.input);
      const address = target.mailbox!;
      const db = ctx.deps.db;
      const wanted = [...new Set(ctx.body.destinations.map((d) => d.toLowerCase()))];
      if (wanted.includes(address)) throw invalid(`${address} cannot forward to itself`, 'forward_loop');
      const own = new Set(await domainNamesOf(db, ctx.cred.accountId));
      for (const d of wanted) {
        const dDomain = d.split('@')[1]!;
        if (own.has(dDomain)) {
          const receives =
            (await mailboxByAddress(db, d)) ||
            (
              await db
                .select({ id: emailForwarders.id })
                .from(emailForwarders)
                .where(eq(emailForwarders.address, d))
                .limit(1)
            )[0];
          if (!receives)
            throw invalid(
              `${d} is neither a mailbox nor a forwarder, so mail forwarded there would bounce`,
              'unknown_destination',
            );
        }
        const loop = await leadsBack(db, d, address);
        if (loop) throw invalid(`Forwarding to ${d} makes a loop: ${[address, ...loop].join(' → ')}`, 'forward_loop');
      }
      const now = ctx.deps.clock.now();
      const rows = await db.transaction(async (tx) => {
        if (ctx.body.replace) await tx.delete(emailForwarders).where(eq(emailForwarders.address, address));
        const added = await tx
          .insert(emailForwarders)
          .values(
            wanted.map((destination) => ({
              accountId: ctx.cred.accountId,
              domain: target.domain!,
              address,
              destination,
              createdAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning();
        const all = await tx
          .select()
          .from(emailForwarders)
          .where(eq(emailForwarders.address, address))
          .orderBy(emailForwarders.id);
        if (all.length > 20)
          throw invalid(`${address} would have ${all.length} destinations; at most 20`, 'too_many_destinations');
        if (added.length === 0 && !ctx.body.replace)
          throw new ApiError('conflict', `${address} already forwards to ${wanted.join(', ')}`);
        return all;
      });
      return {
        target,
        address,
        destinations: rows.map((r) => r.destination),
        createdAt: rows.reduce((m, r) => (r.createdAt < m ? r.createdAt : m), rows[0]!.createdAt).toISOString(),
      };
    },

    async deleteForwarder(ctx) {
      const target = await ctx.resolve(ctx.query.input);
      const address = target.mailbox!;
      const dest = ctx.query.destination?.toLowerCase();
      const removed = await ctx.deps.db
        .delete(emailForwarders)
        .where(
          and(
            eq(emailForwarders.address, address),
            eq(emailForwarders.accountId, ctx.cred.accountId),
            dest ? eq(emailForwarders.destination, dest) : undefined,
          ),
        )
        .returning();
      if (removed.length === 0)
        throw new ApiError(
          'not_found',
          dest ? `${address} does not forward to ${dest}` : `${address} has no forwarder`,
        );
      const remaining = await ctx.deps.db
        .select({ d: emailForwarders.destination })
        .from(emailForwarders)
        .where(eq(emailForwarders.address, address))
        .orderBy(emailForwarders.id);
      return { target, address, removed: removed.map((r) => r.destination), remaining: remaining.map((r) => r.d) };
    },
  },
});
