// GET /billing/activity: one money timeline built from what the database
// already records (invoices issued and paid, failed payments, credit notes,
// balance ledger lines, scheduled debits), newest first unless `sort` says
// otherwise, keyset-paged; and GET /billing/activity/export, the same list as CSV.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { billingOps } from '@contract/billing';
import { ACTIVITY_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import type { QueryOf } from '@contract/operation';
import { queryRows } from '@server/db/client';
import { implement } from '@server/core/area';
import { csvAnswer, exportFileName, type CsvColumn } from '@server/core/csv-export';
import type { Deps } from '@server/core/deps';
import { money } from '@server/core/money';
import { paginate, sortedBy, type SortKey } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { col, timeline, type ActivityRow } from './activity-repository';

export default implement(billingOps, {
  handlers: {
    async listBillingActivity({ deps, cred, query }) {
      return activityPage(deps, cred.accountId, query);
    },

    async exportBillingActivity({ deps, cred, query }) {
      return csvAnswer({
        fileName: exportFileName('money-timeline', deps.clock.now()),
        columns: activityCsvColumns,
        page: async (cursor, limit) => activityPage(deps, cred.accountId, { ...query, cursor, limit }),
      });
    },
  },
});

type ActivityQuery = QueryOf<typeof billingOps.listBillingActivity> & {
  sort: SortValue<ActivitySort>;
  limit: number;
};
type ActivitySort = (typeof ACTIVITY_SORTS)[number];

// The timeline is a union of several tables (activity-repository.ts), so its keyset is over the
// derived relation's columns. `amount` is the size of what moved: a charge is stored negative, and
// ordering by the signed figure would put the largest charges last. Every source's cents are NOT NULL
// (a failed payment moved nothing: 0), so the row comparison never meets a NULL.
const activitySortKeys: Record<ActivitySort, SortKey<ActivityRow>> = {
  time: [col('at'), (r) => new Date(r.at).toISOString()],
  amount: [sql.raw('abs(a.cents)') as unknown as AnyColumn, (r) => Math.abs(Number(r.cents))],
};

/** One page of the account's money timeline, filtered and sorted as asked: the list and its export. */
async function activityPage(deps: Deps, accountId: number, query: ActivityQuery) {
  if (query.from && query.to && query.from > query.to) {
    throw new ApiError('validation_failed', 'to: the range ends before it starts', {
      errors: [{ path: 'to', message: 'Must be on or after from', code: 'range_reversed' }],
    });
  }
  const parts: SQL[] = [];
  if (query.kind) parts.push(sql`a.kind = ${query.kind}`);
  if (query.from) parts.push(sql`a.at >= ${`${query.from}T00:00:00Z`}::timestamptz`);
  if (query.to)
    parts.push(sql`a.at < ${new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000).toISOString()}::timestamptz`);
  const filter = parts.length ? sql.join(parts, sql` and `) : undefined;
  const from = timeline(accountId);
  return paginate({
    params: query,
    // The default, `-time`, is (at, id) newest first: the order the timeline always had.
    spec: sortedBy(sortOf(query.sort), activitySortKeys, [col('id'), (r) => r.id]),
    filter,
    fetch: (where, orderBy, limit) =>
      queryRows<ActivityRow>(
        deps.db,
        sql`select * from ${from} where ${where ?? sql`true`} order by ${sql.join(orderBy, sql`, `)} limit ${limit}`,
      ),
    count: async (f) =>
      (await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from ${from} where ${f ?? sql`true`}`))[0]!
        .n,
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
}

type Activity = Awaited<ReturnType<typeof activityPage>>['data'][number];

/** The export's columns: the timeline as the screen shows it, the sign of an amount in its own column. */
const activityCsvColumns: CsvColumn<Activity>[] = [
  { header: 'Time', value: (e) => e.at },
  { header: 'Kind', value: (e) => e.kind },
  { header: 'Description', value: (e) => e.description },
  // Unsigned amounts: a spreadsheet-safe CSV would write a negative one as `'-12.00` (ADR 035).
  {
    header: 'Direction',
    value: (e) => (e.amount.amount > 0 ? 'in' : e.amount.amount < 0 ? 'out' : 'none'),
  },
  { header: 'Amount', value: (e) => Math.abs(e.amount.amount).toFixed(2) },
  { header: 'Currency', value: (e) => e.amount.currency },
  { header: 'Invoice', value: (e) => e.invoiceNumber },
];
