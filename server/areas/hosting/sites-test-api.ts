// Shared by the tests of the hosting area: the started API with its tokens, the
// seeded accounts' services and the rows behind the answers (other areas' rows
// read through their public.ts, as the area's code reads them).
import { eq } from 'drizzle-orm';
import { readZone } from '@server/areas/dns/public';
import { domainNamed } from '@server/areas/domains/public';
import { hostingServiceByDomain } from '@server/areas/services/public';
import { hostingSites } from '@server/db/schema/hosting';
import { startApi, type TestApi } from '@server/test/harness';

export const DEMO_SITE = 'nordlight-studio.com';
export const SUSPENDED_SITE = 'oldshop-nordlight.com';
/** maria@example.com's (the demo user is only her guest) and olof@example.org's. */
export const FOREIGN_SITES = ['bergconsulting.se', 'sandandsons.fi'];

/** The seeded hosting service of `domain`, whichever account it is of. */
export async function hostingService(api: TestApi, domain: string) {
  return (await hostingServiceByDomain(api.db, domain))!;
}

export const serviceIdOf = async (api: TestApi, domain: string): Promise<number> =>
  (await hostingService(api, domain)).id;

/**
 * The API of one test file and what its tests call it with: tokens of the demo
 * user that read, and read and write, hosting; a token of olof@example.org's
 * (an account the demo user has nothing to do with) that reads it; and the
 * service id of the demo site.
 */
export async function startHostingApi() {
  const api = await startApi();
  return {
    api,
    reader: await api.token(['read:hosting']),
    writer: await api.token(['read:hosting', 'write:hosting']),
    olof: await api.token(['read:hosting'], { accountEmail: 'olof@example.org' }),
    studioId: await serviceIdOf(api, DEMO_SITE),
  };
}

export const domainRow = (api: TestApi, name: string) => domainNamed(api.db, name);

export async function siteRow(api: TestApi, domain: string) {
  const [row] = await api.db.select().from(hostingSites).where(eq(hostingSites.domain, domain));
  return row ?? null;
}

/** The zone hosted here for `name` (id, serial, records) with its apex A record, or null. */
export async function zoneOf(api: TestApi, name: string) {
  const zone = await readZone(api.db, name);
  if (!zone) return null;
  return { zone, apexA: zone.records.find((r) => r.name === '@' && r.type === 'A')?.value ?? null };
}

/** Approves a pending action as the logged-in demo user (only a web session can). */
export const approve = (api: TestApi, cookie: string, id: string) =>
  api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} });
