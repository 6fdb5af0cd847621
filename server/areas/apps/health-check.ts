// The health check of a safe update: load the CMS site as it now is (after the
// update, within the same transaction) and ask what a real request would hit.
// The site runs on its PHP version (the hosting site's own, or the node's
// default); every active plugin and the active theme load on each page, so a
// release that needs a newer PHP or a newer core than the site has is a fatal
// error on every page, and so is a core that needs a newer PHP. The options
// table must answer, or nothing renders at all. A failure names the culprit.
import type { CustomerSql } from '@server/db/customer-server';
import { and, eq } from 'drizzle-orm';
import { accountOfService, siteByDomain } from '@server/areas/hosting/public';
import type { Db, Tx } from '@server/db/client';
import { appExtensions, appInstalls } from '@server/db/schema/apps';
import { cmsTablesExist, readOption } from '@server/infra/cms-site';
import { CMS_APP_ID, catalogueApp } from './catalogue';
import { compareVersions, directoryEntry, releaseOf } from './cms-directory';
import { cmsLocation } from './install-repository';

type Q = Db | Tx;

export type HealthResult = { ok: true; detail: string } | { ok: false; detail: string };

/** The PHP version the install's site runs: the hosting site's own, else the node's default. */
export async function sitePhpVersion(q: Q, install: { domain: string; serviceId: number }): Promise<string> {
  const site = await siteByDomain(q, install.domain);
  if (site?.serviceId === install.serviceId && site.phpVersion) return site.phpVersion;
  return (await accountOfService(q, install.serviceId)).node.defaultPhpVersion;
}

/**
 * What keeps one plugin or theme release from loading on a site with this PHP and core version: one
 * sentence per unmet need, none when it loads (or when the directory does not know the release).
 */
export function unmetNeeds(
  ext: { kind: string; slug: string; name: string; version: string },
  php: string,
  coreVersion: string,
): string[] {
  const entry = directoryEntry(ext.kind as 'plugin' | 'theme', ext.slug);
  // An extension the directory does not know (uploaded by hand) states no needs to check.
  const release = entry ? releaseOf(entry, ext.version) : null;
  if (!release) return [];
  const out: string[] = [];
  if (compareVersions(php, release.requiresPhp) < 0)
    out.push(
      `${ext.name} ${ext.version} needs PHP ${release.requiresPhp}; the site runs ${php}: fatal error on every page`,
    );
  if (compareVersions(coreVersion, release.requiresCore) < 0)
    out.push(
      `${ext.name} ${ext.version} needs ${catalogueApp(CMS_APP_ID).name} ${release.requiresCore}; the site runs ${coreVersion}: fatal error on every page`,
    );
  return out;
}

/** Check the install `installId` as it is now in `q` (call it inside the update's transaction). */
export async function checkCmsHealth(q: Q, node: CustomerSql, installId: string): Promise<HealthResult> {
  const [install] = await q.select().from(appInstalls).where(eq(appInstalls.id, installId));
  if (!install) return { ok: false, detail: `Install ${installId} is gone` };
  const php = await sitePhpVersion(q, install);
  const app = catalogueApp(install.appId);
  const problems: string[] = [];

  if (app.minPhpVersion && compareVersions(php, app.minPhpVersion) < 0)
    problems.push(
      `${app.name} ${install.version} needs PHP ${app.minPhpVersion}; the site runs ${php}: fatal error on every page`,
    );

  const active = await q
    .select()
    .from(appExtensions)
    .where(and(eq(appExtensions.installId, install.id), eq(appExtensions.active, true)));
  for (const ext of active) problems.push(...unmetNeeds(ext, php, install.version));

  // Checked without letting a failing query abort the transaction the rollback still needs.
  const at = install.databaseName && install.tablePrefix !== null ? cmsLocation(install) : null;
  if (!at || !(await cmsTablesExist(node, at)))
    problems.push('The options table does not answer: the site has no tables');
  else if ((await readOption(node, at, 'siteurl')) === null)
    problems.push('The options table has no siteurl: the site cannot render');

  if (problems.length) return { ok: false, detail: problems.join('; ') };
  return {
    ok: true,
    detail: `${app.name} ${install.version} on PHP ${php} with ${active.length} active extension${active.length === 1 ? '' : 's'}: the site answers`,
  };
}
