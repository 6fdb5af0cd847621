// GET /billing/activity: one money timeline built from what the database
// already records (invoices issued and paid, failed payments, credit notes,
// balance ledger lines, scheduled debits), newest first, keyset-paged.
import { sql, type SQL } from 'drizzle-orm';
import { billingOps } from '@contract/billing';
import { queryRows } from '@server/db/client';
import { implement } from '@server/core/area';
import { money } from '@server/core/money';
import { paginate } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { col, timeline, type ActivityRow } from './activity-repository';

export default implement(billingOps, {
  handlers: {
    async listBillingActivity({ deps, cred, query }) {
      if (query.from && query.to && query.from > query.to) {
        throw new ApiError('validation_failed', 'to: the range ends before it starts', {
          errors: [{ path: 'to', message: 'Must be on or after from', code: 'range_reversed' }],
        });
      }
      const parts: SQL[] = [];
      if (query.kind) parts.push(sql`a.kind = ${query.kind}`);
      if (query.from) parts.push(sql`a.at >= ${`${query.from}T00:00:00Z`}::timestamptz`);
      if (query.to)
        parts.push(
          sql`a.at < ${new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000).toISOString()}::timestamptz`,
        );
      const filter = parts.length ? sql.join(parts, sql` and `) : undefined;
      const from = timeline(cred.accountId);
      return paginate({
        params: query,
        spec: {
          columns: [col('at'), col('id')],
          direction: 'desc',
          keyOf: (r: ActivityRow) => [new Date(r.at).toISOString(), r.id],
        },
        filter,
        fetch: (where, orderBy, limit) =>
          queryRows<ActivityRow>(
            deps.db,
            sql`select * from ${from} where ${where ?? sql`true`} order by ${sql.join(orderBy, sql`, `)} limit ${limit}`,
          ),
        count: async (f) =>
          (
            await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from ${from} where ${f ?? sql`true`}`)
          )[0]!.n,
        map: (r) => ({
          id: r.id,
          at: new Date(r.at).toISOString(),
          kind: r.kind,
          description: r.description,
          amount: money(Number(r.cents), r.currency),
          invoiceId: r.invoice_id === null ? null : Number(r.invoice_id),
          invoiceNumber: r.invoice_number,
          method: r.method as 'card' | null,
        }),
      });
    },
  },
});
