// One page of the account's monitors (all, or one target's), filtered and sorted as asked (ADR 035):
// the listing and its CSV export read the same pages. The default order, the order they were added,
// keeps the listing's id cursors; another order pages by its column, then the id.
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type { Target } from '@contract/common';
import { MONITOR_SORT_DEFAULT, MONITOR_SORTS, sortOf } from '@contract/list-sorts';
import type { monitoringOps } from '@contract/monitoring';
import type { Deps } from '@server/core/deps';
import { decodeCursor, isoKey, paginate, sortedOrDefault, type SortKey } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { monitors } from '@server/db/schema/monitoring';
import { checkedIdCursor } from './id-cursor';
import { presentMonitor } from './monitor-presenter';
import { outagesOf, recentChecksOf, type MonitorRow } from './monitor-repository';

const DAY = 86_400_000;

export type MonitorListQuery = z.output<typeof monitoringOps.listMonitors.query>;
type MonitorSort = (typeof MONITOR_SORTS)[number];

/** Monitors as the API shows them: their latest checks and the uptime over 24 hours and 30 days. */
export async function present(db: Db | Tx, rows: MonitorRow[], now: Date) {
  const ids = rows.map((r) => r.id);
  const checks = await recentChecksOf(db, ids);
  const outages = await outagesOf(db, ids, new Date(now.getTime() - 30 * DAY));
  return rows.map((m) => presentMonitor(m, checks.get(m.id)!, outages.get(m.id)!, now));
}

/**
 * The last change of status, or the creation while there has been none: "in this status since", a NOT
 * NULL expression so the keyset's row comparison keeps a monitor that has not changed yet.
 */
const statusSince = sql`coalesce(${monitors.lastChangeAt}, ${monitors.createdAt})` as unknown as AnyColumn;

// Ids are handed out in the order monitors are added: `created` is the id order.
const monitorSortKeys: Record<Exclude<MonitorSort, 'created'>, SortKey<MonitorRow>> = {
  name: [monitors.name, (r) => r.name],
  status: [monitors.status, (r) => r.status],
  changed: [statusSince, (r) => isoKey(r.lastChangeAt ?? r.createdAt)],
};

/** The monitors' keyset for `sort`: the default is the listing's order before `sort`, with its cursors unchanged. */
function specOf(sort: MonitorListQuery['sort']) {
  return sortedOrDefault(
    sortOf(sort),
    sortOf(MONITOR_SORT_DEFAULT),
    monitorSortKeys,
    [monitors.id, (r) => r.id],
    'created',
  );
}

/**
 * A cursor's values go into the query as a name, status or date and an id: one that is not (tampered
 * with, or from another listing) is a 400 here, not a database error. Its sort is checked by the keyset.
 */
function checkCursor(cursor: string | undefined, sort: MonitorListQuery['sort']) {
  if (cursor === undefined) return;
  if (sort === MONITOR_SORT_DEFAULT) return checkedIdCursor(cursor);
  const [issuedUnder, ...key] = decodeCursor(cursor);
  if (issuedUnder !== sort) return; // the keyset refuses it, saying so
  const id = key.at(-1);
  const value = key.length === 2 ? key[0] : undefined;
  const fits =
    Number.isSafeInteger(id) &&
    (sortOf(sort).column === 'created'
      ? key.length === 1
      : typeof value === 'string' && (sortOf(sort).column !== 'changed' || !Number.isNaN(Date.parse(value))));
  if (!fits)
    throw new ApiError('invalid_request', 'The cursor does not belong to this listing; pass back nextCursor unchanged');
}

export async function monitorPage(
  deps: Deps,
  accountId: number,
  target: Target | null,
  query: Omit<MonitorListQuery, 'input'>,
) {
  checkCursor(query.cursor, query.sort);
  const page = await paginate({
    params: query,
    filter: and(
      eq(monitors.accountId, accountId),
      target ? eq(monitors.domain, target.domain ?? '') : undefined,
      query.status ? eq(monitors.status, query.status) : undefined,
    ),
    spec: specOf(query.sort),
    fetch: (where, orderBy, limit) =>
      deps.db
        .select()
        .from(monitors)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    count: async (f) => deps.db.$count(monitors, f),
    map: (r) => r,
  });
  return { ...page, data: await present(deps.db, page.data, deps.clock.now()) };
}
