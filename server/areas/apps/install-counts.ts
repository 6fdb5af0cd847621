// How many application installs a hosting account has on a domain: what an
// addon domain's deletion checks first (the installs are this area's table).
import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { appInstalls } from '@server/db/schema/apps';

export async function installCountOn(q: Db | Tx, serviceId: number, domain: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(appInstalls)
    .where(and(eq(appInstalls.serviceId, serviceId), eq(appInstalls.domain, domain)));
  return row!.n;
}
