// The monitors that check one hosted site: those whose URL or host the site
// serves (its www. name, subdomains and pointers included).
import { eq } from 'drizzle-orm';
import type { Deps } from '@server/core/deps';
import type { Db, Tx } from '@server/db/client';
import { monitors } from '@server/db/schema/monitoring';
import { servedSite } from '@server/infra/web-node';
import { checkMonitorsNow } from './monitor-checker';

type Q = Db | Tx;

const hostOf = (m: { url: string | null; host: string | null }) => {
  if (m.host) return m.host;
  try {
    return m.url ? new URL(m.url).hostname : null;
  } catch {
    return null;
  }
};

/** The ids of the monitors (of `accountId`, or of every account) that check the site `domain`. */
export async function siteMonitorIds(q: Q, domain: string, accountId?: number): Promise<number[]> {
  const rows = await q
    .select({ id: monitors.id, url: monitors.url, host: monitors.host })
    .from(monitors)
    .where(accountId === undefined ? undefined : eq(monitors.accountId, accountId));
  const ids: number[] = [];
  for (const m of rows) {
    const host = hostOf(m);
    if (host && (await servedSite(q, host))?.domain === domain) ids.push(m.id);
  }
  return ids;
}

/** Check every monitor of the site now (the sandbox page's button); answers how many were checked. */
export async function checkSiteMonitorsNow(deps: Deps, domain: string): Promise<number> {
  return deps.db.transaction(async (tx) => checkMonitorsNow(tx, deps, await siteMonitorIds(tx, domain)));
}
