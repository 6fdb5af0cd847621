// The web cache in front of one domain's sites (web_caches): its status with
// the hit rate of the traffic it has seen, and purges. A domain the account
// serves no site on is 404; a site without a cache row has the cache off.
// A full purge empties it; a purge of some paths drops those objects (as many
// as are cached) and their share of the size.
import { eq } from 'drizzle-orm';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import { siteByDomain } from '@server/areas/hosting/public';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { webCaches } from '@server/db/schema/apps';

type Q = Db | Tx;

/** The domain an input names: its own domain, or the account's primary one for a service id. */
export function domainOf(a: HostingAccountRef): string {
  const domain = a.target.domain ?? a.service.domain;
  if (!domain) throw new ApiError('not_found', `${a.target.input} names no domain; give the site's domain`);
  return domain;
}

async function assertSite(q: Q, a: HostingAccountRef, domain: string) {
  const site = await siteByDomain(q, domain);
  if (!site || site.serviceId !== a.service.id)
    throw new ApiError(
      'not_found',
      `${domain} is not a site of ${a.service.daUsername}: the web cache runs in front of the primary domain and the addon domains`,
    );
}

export const engineOf = (a: Pick<HostingAccountRef, 'node'>) =>
  a.node.server === 'litespeed' ? 'LiteSpeed Cache' : 'Varnish';

/** hits / (hits + misses) as a percentage with one decimal; null before any traffic. */
export function hitRate(hits: number, misses: number): number | null {
  const total = hits + misses;
  return total === 0 ? null : Math.round((hits / total) * 1000) / 10;
}

export async function webCacheStatus(q: Q, a: HostingAccountRef, domain: string) {
  await assertSite(q, a, domain);
  const [row] = await q.select().from(webCaches).where(eq(webCaches.domain, domain));
  return {
    target: a.target,
    domain,
    enabled: row?.enabled ?? false,
    engine: row?.engine ?? engineOf(a),
    ttlSeconds: row?.ttlSeconds ?? 0,
    hitRatePercent: row ? hitRate(row.hits, row.misses) : null,
    cachedObjects: row?.cachedObjects ?? 0,
    sizeMb: row?.sizeMb ?? 0,
    lastPurgedAt: row?.lastPurgedAt?.toISOString() ?? null,
  };
}

/** Purge everything (paths undefined or empty) or the given paths; 404 when the domain has no cache. */
export async function purgeWebCache(
  tx: Tx,
  a: HostingAccountRef,
  domain: string,
  paths: string[] | undefined,
  now: Date,
) {
  await assertSite(tx, a, domain);
  const [row] = await tx.select().from(webCaches).where(eq(webCaches.domain, domain)).for('update');
  if (!row) throw new ApiError('not_found', `${domain} has no web cache, so there is nothing to purge`);
  const unique = [...new Set(paths ?? [])];
  const all = unique.length === 0;
  const dropped = all ? row.cachedObjects : Math.min(unique.length, row.cachedObjects);
  const left = row.cachedObjects - dropped;
  const sizeMb = row.cachedObjects ? Math.round(row.sizeMb * (left / row.cachedObjects) * 100) / 100 : 0;
  await tx
    .update(webCaches)
    .set({ cachedObjects: left, sizeMb, lastPurgedAt: now })
    .where(eq(webCaches.domain, domain));
  return {
    target: a.target,
    domain,
    purged: all ? ('all' as const) : ('paths' as const),
    paths: unique,
    purgedAt: now.toISOString(),
  };
}
