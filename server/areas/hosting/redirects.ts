// Recording and removing a site's URL redirects; the rules (paths, query
// strings, loops) are in redirect-rules.ts.
import { and, eq } from 'drizzle-orm';
import { newId } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { hostingRedirects } from '@server/db/schema/hosting';
import { deleteRedirect, insertRedirect, pointersOf, redirectsOf } from './alias-repository';
import { loopOf, redirectPath, storedDestination, type SiteOfHost } from './redirect-rules';
import { sitesOf, type HostingAccount, type SiteRow } from './site-repository';

export interface NewRedirect {
  path: string;
  destination: string;
  statusCode: 301 | 302;
  wildcard: boolean;
}

/** The names this account serves, each with the site it is served as (www and pointers lead to their site). */
async function siteOfHost(tx: Tx, serviceId: number): Promise<SiteOfHost> {
  const map = new Map<string, string>();
  for (const s of await sitesOf(tx, serviceId)) map.set(s.domain, s.domain).set(`www.${s.domain}`, s.domain);
  for (const p of await pointersOf(tx, serviceId))
    map.set(p.domain, p.targetDomain).set(`www.${p.domain}`, p.targetDomain);
  return (host) => map.get(host) ?? null;
}

const loopError = (message: string) =>
  new ApiError('validation_failed', `destination: ${message}`, {
    errors: [{ path: 'destination', message, code: 'redirect_loop' }],
  });

export async function addRedirect(tx: Tx, account: HostingAccount, site: SiteRow, r: NewRedirect, now: Date) {
  const serviceId = account.service.id;
  const path = redirectPath(site.domain, r.path);
  const destination = storedDestination(r.destination);
  const [existing] = await tx
    .select()
    .from(hostingRedirects)
    .where(and(eq(hostingRedirects.domain, site.domain), eq(hostingRedirects.path, path)));
  if (existing)
    throw new ApiError(
      'conflict',
      `${site.domain}${path} already redirects to ${existing.destination}; remove that redirect first to send it elsewhere`,
    );
  const rule = { domain: site.domain, path, wildcard: r.wildcard, destination };
  const loop = loopOf(rule, await redirectsOf(tx, serviceId), await siteOfHost(tx, serviceId));
  if (loop) throw loopError(loop);
  const row = await insertRedirect(tx, {
    id: newId('rd', 16),
    serviceId,
    ...rule,
    statusCode: r.statusCode,
    createdAt: now,
  });
  if (!row) throw new ApiError('conflict', `${site.domain}${path} was redirected by another request just now`);
  return row;
}

export async function removeRedirect(tx: Tx, account: HostingAccount, id: string) {
  const row = await deleteRedirect(tx, account.service.id, id);
  if (!row)
    throw new ApiError(
      'not_found',
      `The hosting account ${account.service.daUsername} has no URL redirect ${id}; list them with GET /hosting/redirects`,
    );
  return row;
}
