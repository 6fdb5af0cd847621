// The demo's CMS site: nordlight-studio.com runs the CMS on the database the
// databases seed made (nordligh_wp, tables under wp_), one release behind the
// catalogue's latest, with plugins that tell the safe-update story: Contact
// Form 7 is behind and its update passes the health check, Legacy Slider 3.4.0
// is active and its 4.0.0 needs a newer PHP than the site runs, so its update
// fails the check and is rolled back. It has a staging copy (made as POST
// /cms/staging makes one, then moved ahead: a newer Contact Form 7 and a draft
// post, so a push has something to show), one manual backup, and a web cache
// with a month of traffic. Fixed ids and times keep the demo the same on every seed.
import type { DatabaseNode } from '@server/infra/database-node';
import { and, eq, sql } from 'drizzle-orm';
import { CMS_APP_ID, createStaging, directoryEntry, ensureWebCache, takeBackup } from '@server/areas/apps/public';
import { databaseWithUser } from '@server/areas/databases/public';
import { accountOfService } from '@server/areas/hosting/public';
import { hostingServiceByDomain } from '@server/areas/services/public';
import type { Tx } from '@server/db/client';
import * as tApps from '@server/db/schema/apps';

const DAY = 86_400_000;

export const DEMO_CMS_INSTALL = 'app_nordlightwp';
export const DEMO_CMS_STAGING = 'app_nordlightstg';

const EXTENSIONS: { kind: 'plugin' | 'theme'; slug: string; version: string; active: boolean }[] = [
  { kind: 'theme', slug: 'twentytwentyfive', version: '1.2', active: true },
  { kind: 'theme', slug: 'astra', version: '4.9.1', active: false },
  { kind: 'plugin', slug: 'akismet', version: '5.3.5', active: false },
  { kind: 'plugin', slug: 'contact-form-7', version: '6.0.5', active: true },
  { kind: 'plugin', slug: 'legacy-slider', version: '3.4.0', active: true },
  { kind: 'plugin', slug: 'wordpress-seo', version: '25.9', active: true },
];

export async function seedApps(tx: Tx, node: DatabaseNode, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const svc = await hostingServiceByDomain(tx, 'nordlight-studio.com');
  const db = await databaseWithUser(tx, svc!.id, 'nordligh_wp');
  const account = await accountOfService(tx, svc!.id);

  const [install] = await tx
    .insert(tApps.appInstalls)
    .values({
      id: DEMO_CMS_INSTALL,
      accountId: svc!.accountId,
      serviceId: svc!.id,
      appId: CMS_APP_ID,
      version: '6.7.1',
      domain: 'nordlight-studio.com',
      path: '',
      status: 'installed',
      databaseName: db!.name,
      databaseUser: db!.username,
      tablePrefix: 'wp_',
      adminUsername: 'admin',
      adminEmail: 'admin@nordlight-studio.com',
      siteTitle: 'Nordlight Studio',
      language: 'en_US',
      cmsAutoUpdate: 'minor',
      createdAt: db!.createdAt,
      updatedAt: at(-30),
    })
    .returning();
  await node.sql.execute(
    sql`update ${sql.identifier(db!.name)}.wp_options set option_value = 'Nordlight Studio' where option_name = 'blogname'`,
  );
  await tx.insert(tApps.appExtensions).values(
    EXTENSIONS.map((e) => ({
      installId: DEMO_CMS_INSTALL,
      kind: e.kind,
      slug: e.slug,
      name: directoryEntry(e.kind, e.slug)!.name,
      version: e.version,
      active: e.active,
      installedAt: at(-200),
    })),
  );

  await takeBackup(tx, node.sql, install!, { kind: 'manual', note: 'Before the autumn redesign', now: at(-10) });

  const staging = await createStaging(tx, node.sql, account, install!, { id: DEMO_CMS_STAGING }, at(-6));
  await tx
    .update(tApps.appExtensions)
    .set({ version: '6.1.1' })
    .where(and(eq(tApps.appExtensions.installId, staging.id), eq(tApps.appExtensions.slug, 'contact-form-7')));
  await node.sql.execute(sql`insert into ${sql.identifier(db!.name)}.${sql.identifier(`${staging.tablePrefix}posts`)}
    (post_type, post_title, post_name, post_status, post_author, post_content, post_excerpt, post_date, post_modified)
    values ('post', 'Winter exhibition: light in the archipelago', 'winter-exhibition', 'draft', 1,
            'Opening night, the prints and the people behind them.', '', ${at(-2)}, ${at(-1)})`);

  await ensureWebCache(tx, account, install!.domain);
  await tx
    .update(tApps.webCaches)
    .set({ hits: 18_240, misses: 2_310, cachedObjects: 412, sizeMb: 38.6, lastPurgedAt: at(-3) })
    .where(eq(tApps.webCaches.domain, install!.domain));
}
