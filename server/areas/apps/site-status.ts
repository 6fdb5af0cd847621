// A CMS site's live status, derived from what is really there: the hosting
// account and site that serve it, the install row (maintenance, debug), its
// options (search-engine visibility) and the health check of what it loads.
//   httpStatus   403 while the hosting account is suspended, 500 when the site
//                cannot load (a plugin or core needing a newer PHP or core),
//                503 in maintenance mode, else 200;
//   siteHealth   critical when the site cannot load; should_improve for debug
//                output on a production site, a core or active plugin behind
//                its latest release, or search engines discouraged on
//                production; good otherwise.
import type { CustomerSql } from '@server/db/customer-server';
import type { z } from 'zod';
import type { CmsSiteStatus } from '@contract/apps-cms';
import type { Target } from '@contract/common';
import { siteByDomain } from '@server/areas/hosting/public';
import type { Db, Tx } from '@server/db/client';
import { cmsTablesExist, readOption } from '@server/infra/cms-site';
import { extensionBehind, extensionsOf, presentCmsInstall } from './cms-presenter';
import { checkCmsHealth } from './health-check';
import { cmsLocation, installUrl, type InstallRow } from './install-repository';

type Q = Db | Tx;
type Status = z.input<typeof CmsSiteStatus>;

interface Served {
  active: boolean;
  suspended: boolean;
}

/** What the hosting side says about the domain: served at all, and the account active. */
async function servedBy(q: Q, install: InstallRow, serviceActive: boolean): Promise<Served> {
  const site = await siteByDomain(q, install.domain);
  return { active: !!site && site.serviceId === install.serviceId && site.active, suspended: !serviceActive };
}

export async function siteStatus(
  q: Q,
  node: CustomerSql,
  target: Target,
  install: InstallRow,
  serviceActive: boolean,
  now: Date,
): Promise<Status> {
  const served = await servedBy(q, install, serviceActive);
  const health = await checkCmsHealth(q, node, install.id);
  const at = cmsLocation(install);
  const hasTables = await cmsTablesExist(node, at);
  const searchEngineVisible = hasTables ? (await readOption(node, at, 'blog_public')) !== '0' : false;
  const summary = presentCmsInstall(install);
  const production = install.stagingOf === null;

  let httpStatus: number | null = null;
  if (served.suspended) httpStatus = 403;
  else if (served.active) httpStatus = !health.ok ? 500 : install.maintenance ? 503 : 200;

  let siteHealth: Status['siteHealth'] = 'good';
  if (!health.ok) siteHealth = 'critical';
  else {
    const plugins = await extensionsOf(q, install.id);
    const improve =
      (install.debug && production) ||
      summary.updateAvailable ||
      plugins.some((p) => p.active && extensionBehind(p)) ||
      (production && !searchEngineVisible);
    if (improve) siteHealth = 'should_improve';
  }

  return {
    target,
    installId: install.id,
    url: installUrl(install),
    reachable: httpStatus !== null,
    httpStatus,
    version: install.version,
    updateAvailable: summary.updateAvailable,
    maintenanceMode: install.maintenance,
    searchEngineVisible,
    debugMode: install.debug,
    siteHealth,
    checkedAt: now.toISOString(),
  };
}
