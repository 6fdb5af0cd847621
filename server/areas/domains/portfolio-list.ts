// The account's registrar domains: `domains` rows with a domain service, by
// name, with the list's filters (status, a name search that matches a Unicode
// query against the stored ASCII form, an expiry window), in keyset pages.
import { and, count, eq, ilike, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { domainsOps } from '@contract/domains';
import { domainSearchForm } from '@contract/domain-name';
import type { Db } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import { paginate } from '@server/core/pagination';
import { isDomainServiceId } from '@server/areas/services/public';
import type { DomainRow } from './domain-repository';

type ListQuery = z.output<typeof domainsOps.listRegistrarDomains.query>;

const DAY = 86_400_000;
/** The expiry window looks at names that can still be renewed: active, or expired in grace. */
const RENEWABLE = ['active', 'expired'];

/** `q` as a LIKE pattern that matches it literally anywhere (its %, _ and \ are not wildcards). */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listFilter(accountId: number, query: ListQuery, now: Date): SQL {
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
  query: ListQuery,
  now: Date,
  present: (rows: DomainRow[]) => Promise<Out[]>,
) {
  const registrarOnly = isDomainServiceId(domains.serviceId);
  return paginate({
    params: query,
    spec: { columns: [domains.name, domains.id], direction: 'asc', keyOf: (r: DomainRow) => [r.name, r.id] },
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
