// Filter rules: a domain input makes a rule for every mailbox of the domain,
// a mailbox input one for that mailbox. The mail server runs them in order;
// a regex rule's pattern must compile on its engine (re2js) to be saved.
import { and, eq, sql } from 'drizzle-orm';
import { Email } from '@contract/domain-name-fields';
import { emailOps } from '@contract/email';
import { MAIL_FILTER_SORTS, sortOf } from '@contract/list-sorts';
import { emailFilters } from '@server/db/schema/email';
import { implement } from '@server/core/area';
import { newId } from '@server/core/crypto';
import { paginateTable, sortedBy, type SortKey } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { compileFilterPattern } from '@server/infra/mail-rules';
import { coverage, inCoverage, findMailbox } from './mailbox-repository';

type Row = typeof emailFilters.$inferSelect;

const sortKeys: Record<(typeof MAIL_FILTER_SORTS)[number], SortKey<Row>> = {
  position: [emailFilters.position, (r) => r.position],
  name: [emailFilters.name, (r) => r.name],
};

const present = (r: Row) => ({
  id: r.id,
  address: r.address,
  name: r.name,
  field: r.field as never,
  headerName: r.headerName,
  match: r.match as never,
  value: r.value,
  action: r.action as never,
  destination: r.destination,
  position: r.position,
  createdAt: r.createdAt.toISOString(),
});

const invalid = (path: string, message: string, code: string) =>
  new ApiError('validation_failed', `${path}: ${message}`, { errors: [{ path, message, code }] });

export default implement(emailOps, {
  handlers: {
    async listMailFilters(ctx) {
      const cov = await coverage(ctx, ctx.query.input);
      // A mailbox sees its own rules and the domain-wide ones, in the order they run.
      const filter = and(
        eq(emailFilters.accountId, ctx.cred.accountId),
        inCoverage(emailFilters.domain, cov),
        cov.mailbox ? sql`(${emailFilters.address} is null or ${emailFilters.address} = ${cov.mailbox})` : undefined,
      );
      const page = await paginateTable(ctx.deps.db, emailFilters, {
        params: ctx.query,
        spec: sortedBy(sortOf(ctx.query.sort), sortKeys, [emailFilters.id, (r) => r.id]),
        filter,
        map: present,
      });
      return { ...page, target: cov.target };
    },

    async createMailFilter(ctx) {
      const b = ctx.body;
      const target = await ctx.resolve(b.input);
      if (!target.domain || target.kind === 'service')
        throw invalid('input', 'Give a domain or a mailbox address', 'domain_required');
      const address = target.mailbox ? (await findMailbox(ctx, b.input)).box.address : null;
      if (b.match === 'regex') {
        // Compiled by the engine that will run it (RE2, linear time), so what is saved is what runs.
        const pattern = compileFilterPattern(b.value);
        if (!pattern.ok) throw invalid('value', pattern.message, pattern.code);
      }
      if ((b.match === 'greater_than' || b.field === 'spam_score') && !Number.isFinite(Number(b.value))) {
        throw invalid('value', 'Give a number to compare with', 'not_a_number');
      }
      let destination = b.destination || null;
      // A forward address is kept with its domain in ASCII form, like every stored address (the contract checked it).
      if (b.action === 'forward' && destination) destination = Email.parse(destination);
      if (b.action === 'forward' && destination && address && destination.toLowerCase() === address) {
        throw invalid('destination', 'A rule cannot forward a mailbox to itself', 'forward_loop');
      }
      if (b.action === 'move_to_folder' && destination) {
        if (!/^[^/\\]+$/.test(destination))
          throw invalid('destination', 'A folder name such as Receipts or INBOX.Receipts', 'invalid_folder');
        destination = destination.startsWith('INBOX') ? destination : `INBOX.${destination}`;
      }
      const [max] = await ctx.deps.db
        .select({ p: sql<number>`coalesce(max(${emailFilters.position}), -1)::int` })
        .from(emailFilters)
        .where(eq(emailFilters.domain, target.domain));
      const [row] = await ctx.deps.db
        .insert(emailFilters)
        .values({
          id: newId('flt', 12),
          accountId: ctx.cred.accountId,
          domain: target.domain,
          address,
          name: b.name,
          field: b.field,
          headerName: b.header_name ?? null,
          match: b.match,
          value: b.value,
          action: b.action,
          destination,
          position: max!.p + 1,
          createdAt: ctx.deps.clock.now(),
        })
        .returning();
      return { ...present(row!), target };
    },

    async deleteMailFilter(ctx) {
      const cov = await coverage(ctx, ctx.query.input);
      const [row] = await ctx.deps.db
        .delete(emailFilters)
        .where(
          and(
            eq(emailFilters.id, ctx.query.id),
            eq(emailFilters.accountId, ctx.cred.accountId),
            inCoverage(emailFilters.domain, cov),
          ),
        )
        .returning();
      if (!row)
        throw new ApiError('not_found', `No filter rule ${ctx.query.id} on ${cov.target.domain ?? 'this account'}`);
      return { target: cov.target, id: row.id, deleted: true as const };
    },
  },
});
