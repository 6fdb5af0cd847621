// What the tests inside one CMS install share: a started API with the demo's
// tokens and another account's (olof@example.org), and a fresh CMS install on
// the demo's nordlight-studio.com made the way POST /cms/install makes one (a
// real customer database with the CMS tables), so each test file works on its
// own site.
import { rowsOf } from '@server/db/customer-server';
import { eq, sql } from 'drizzle-orm';
import { accountOfService, siteByDomain } from '@server/areas/hosting/public';
import { hashPassword } from '@server/core/crypto';
import { defaultLimits } from '@server/core/deps';
import { appExtensions } from '@server/db/schema/apps';
import { cmsTable } from '@server/infra/cms-site';
import { TEST_PASSWORD_COST } from '@server/test/password-cost';
import { startApi, type TestApi } from '@server/test/harness';
import { provisionCmsInstall } from './cms-provision';
import { cmsLocation, type InstallRow } from './install-repository';

export const STUDIO = 'nordlight-studio.com';
export const SAND = 'sandandsons.fi';

export interface CmsTestApi {
  api: TestApi;
  reader: string;
  writer: string;
  /** olof@example.org: an unrelated account with its own hosting (sandandsons.fi). */
  olof: string;
}

export async function startCmsApi(): Promise<CmsTestApi> {
  const api = await startApi({ limits: { ...defaultLimits, writes: 1000, requests: 5000 } });
  return {
    api,
    reader: await api.token(['read:hosting']),
    writer: await api.token(['read:hosting', 'write:hosting']),
    olof: await api.token(['read:hosting', 'write:hosting'], { accountEmail: 'olof@example.org' }),
  };
}

/** A new CMS install on nordlight-studio.com/`path`, with its own database. */
export async function makeCmsInstall(api: TestApi, path: string, version?: string): Promise<InstallRow> {
  const site = (await siteByDomain(api.db, STUDIO))!;
  const account = await accountOfService(api.db, site.serviceId);
  const now = api.clock.now();
  const adminPasswordHash = await hashPassword('admin-password', TEST_PASSWORD_COST);
  return api.db.transaction((tx) =>
    provisionCmsInstall(
      tx,
      api.deps,
      {
        ...account,
        target: {
          input: STUDIO,
          kind: 'domain',
          domain: STUDIO,
          mailbox: null,
          serviceId: site.serviceId,
          domainServiceId: site.serviceId,
          daUsername: account.service.daUsername,
          node: account.service.node,
          userId: 0,
          note: null,
        },
      },
      {
        domain: STUDIO,
        path,
        siteTitle: 'Nordlight Journal',
        adminUsername: 'alex',
        adminEmail: 'alex@nordlight-studio.com',
        adminPasswordHash,
        language: 'en_US',
        autoUpdate: 'minor',
        version,
        now,
      },
    ),
  );
}

/** Put a plugin or theme of the directory on the install's disk at a given release (what the seed does). */
export async function putExtension(
  api: TestApi,
  install: InstallRow,
  e: { kind: 'plugin' | 'theme'; slug: string; name: string; version: string; active: boolean },
) {
  await api.db
    .insert(appExtensions)
    .values({ installId: install.id, ...e, installedAt: api.clock.now() })
    .onConflictDoUpdate({
      target: [appExtensions.installId, appExtensions.kind, appExtensions.slug],
      set: { version: e.version, active: e.active },
    });
}

/** Rows of one of the install's real tables, read straight from its customer database. */
export const siteRows = <T = Record<string, unknown>>(
  api: TestApi,
  install: InstallRow,
  table: 'posts' | 'terms' | 'users' | 'options',
  where = sql`true`,
) => rowsOf<T>(api.node, sql`select * from ${cmsTable(cmsLocation(install), table)} where ${where} order by 1`);

export const extensionRow = async (api: TestApi, install: InstallRow, slug: string) =>
  (await api.db.select().from(appExtensions).where(eq(appExtensions.installId, install.id))).find(
    (e) => e.slug === slug,
  );
