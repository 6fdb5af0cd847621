// The account's registrar domains: `domains` rows with a domain service, by
// name or the `sort` asked for (ADR 035), with the list's filters (status, a
// name search that matches a Unicode query against the stored ASCII form, an
// expiry window), in keyset pages.
import { and, count, eq, ilike, inArray, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { domainsOps } from '@contract/domains';
import { domainSearchForm } from '@contract/domain-name';
import { DOMAIN_SORTS, sortOf } from '@contract/list-sorts';
import type { Db } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import { decodeCursor, isoKey, paginate, sortedBy, type SortKey } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { isDomainServiceId } from '@server/areas/services/public';
import type { DomainRow } from './domain-repository';

export type DomainListQuery = z.output<typeof domainsOps.listRegistrarDomains.query>;

const DAY = 86_400_000;
/** The expiry window looks at names that can still be renewed: active, or expired in grace. */
const RENEWABLE = ['active', 'expired'];

/** `q` as a LIKE pattern that matches it literally anywhere (its %, _ and \ are not wildcards). */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type DomainSort = (typeof DOMAIN_SORTS)[number];

/**
 * A name still being registered or transferred has no dates yet: it sorts as if they were at the end of
 * time (last when soonest first), through a NOT NULL expression so the keyset's row comparison keeps it.
 */
const NO_DATE = 'infinity';
const dateOrEnd = (c: AnyColumn) => sql`coalesce(${c}, ${NO_DATE}::timestamptz)` as unknown as AnyColumn;
const dateKey = (d: Date | null) => (d ? isoKey(d) : NO_DATE);

const domainSortKeys: Record<DomainSort, SortKey<DomainRow>> = {
  name: [domains.name, (r) => r.name],
  expires: [dateOrEnd(domains.expiresAt), (r) => dateKey(r.expiresAt)],
  registered: [dateOrEnd(domains.registeredAt), (r) => dateKey(r.registeredAt)],
  status: [domains.status, (r) => r.status],
};

const DATE_SORTS: DomainSort[] = ['expires', 'registered'];

/**
 * A cursor's values go into the query as a date and an id: one that is not (tampered with, or from
 * another listing) is a 400 here, not a database error. Its sort is checked by the keyset.
 */
function checkCursor(cursor: string | undefined, sortValue: string, sort: DomainSort) {
  if (cursor === undefined) return;
  const [issuedUnder, key, id, ...rest] = decodeCursor(cursor);
  if (issuedUnder !== sortValue) return; // the keyset refuses it, saying so
  const fits =
    rest.length === 0 &&
    Number.isSafeInteger(id) &&
    typeof key === 'string' &&
    (!DATE_SORTS.includes(sort) || key === NO_DATE || !Number.isNaN(Date.parse(key)));
  if (!fits)
    throw new ApiError('invalid_request', 'The cursor does not belong to this listing; pass back nextCursor unchanged');
}

export function listFilter(accountId: number, query: DomainListQuery, now: Date): SQL {
  const q = query.q ? domainSearchForm(query.q) : '';
  return and(
    eq(domains.accountId, accountId),
    // a cancelled name (released, or let go) is listed only when asked for by its status
    query.status ? eq(domains.status, query.status) : ne(domains.status, 'cancelled'),
    q ? ilike(domains.name, containsPattern(q)) : undefined,
    query.expiring_within_days
      ? and(
          lte(domains.expiresAt, new Date(now.getTime() + query.expiring_within_days * DAY)),
          inArray(domains.status, RENEWABLE),
        )
      : undefined,
  )!;
}

/** One page of the account's registrar domains, each presented by `present`. */
export function pageOfDomains<Out>(
  db: Db,
  accountId: number,
  query: DomainListQuery,
  now: Date,
  present: (rows: DomainRow[]) => Promise<Out[]>,
) {
  const registrarOnly = isDomainServiceId(domains.serviceId);
  const sort = sortOf(query.sort);
  checkCursor(query.cursor, query.sort, sort.column);
  return paginate({
    params: query,
    spec: sortedBy(sort, domainSortKeys, [domains.id, (r) => r.id]),
    filter: listFilter(accountId, query, now),
    fetch: async (where, orderBy, limit) =>
      (
        await db
          .select({ d: domains })
          .from(domains)
          .where(and(registrarOnly, where))
          .orderBy(...orderBy)
          .limit(limit)
      ).map((r) => r.d),
    count: async (f) => (await db.select({ n: count() }).from(domains).where(and(registrarOnly, f)))[0]!.n,
    map: (r: DomainRow) => r,
  }).then(async (page) => ({ ...page, data: await present(page.data) }));
}
