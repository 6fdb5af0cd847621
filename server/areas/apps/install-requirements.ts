// What an app needs of the site it is installed on, checked before anything is
// made (and again by the install's first stage, since the site may have changed
// while the task waited): PHP switched on at the catalogue's minimum version or
// newer, and room for the app's files within the plan's disk quota (the disk
// the account uses now, as the hosting area measures it: files, mail and
// databases). Also where an install's files live: the site's document root and
// the install's path below it.
import { formatMegabytes } from '@contract/units';
import { diskUsedOf, siteByDomain, type HostingAccountRef } from '@server/areas/hosting/public';
import type { Deps } from '@server/core/deps';
import type { Db, Tx } from '@server/db/client';
import type { CatalogueApp } from './catalogue';
import { compareVersions } from './cms-directory';

type Q = Db | Tx;
type Account = Pick<HostingAccountRef, 'service' | 'plan' | 'node'>;

export interface RequirementCheck {
  ok: boolean;
  detail: string;
}

/** The PHP version `domain` runs on this account (its site's own, else the node's default); null when PHP is off. */
export async function phpVersionOf(q: Q, a: Account, domain: string): Promise<string | null> {
  const site = await siteByDomain(q, domain);
  if (site && site.serviceId === a.service.id) return site.php ? (site.phpVersion ?? a.node.defaultPhpVersion) : null;
  return a.node.defaultPhpVersion;
}

/** The directory an install at `path` on `domain` lives in. */
export async function installDirectory(q: Q, a: Account, domain: string, path: string): Promise<string> {
  const site = await siteByDomain(q, domain);
  const root =
    site && site.serviceId === a.service.id
      ? site.documentRoot
      : `/home/${a.service.daUsername ?? a.service.id}/domains/${domain}/public_html`;
  return path ? `${root}/${path}` : root;
}

export async function checkPhp(q: Q, a: Account, app: CatalogueApp, domain: string): Promise<RequirementCheck> {
  const php = await phpVersionOf(q, a, domain);
  if (!app.minPhpVersion) return { ok: true, detail: `${app.name} needs no PHP` };
  if (php === null)
    return {
      ok: false,
      detail: `PHP is switched off on ${domain}; ${app.name} needs PHP ${app.minPhpVersion} or newer`,
    };
  if (compareVersions(php, app.minPhpVersion) < 0)
    return {
      ok: false,
      detail: `${domain} runs PHP ${php}; ${app.name} needs PHP ${app.minPhpVersion} or newer. Choose a newer PHP version for the site first`,
    };
  return { ok: true, detail: `PHP ${php} (${app.name} needs ${app.minPhpVersion} or newer)` };
}

export async function checkDisk(q: Q, deps: Deps, a: Account, app: CatalogueApp): Promise<RequirementCheck> {
  const quota = a.plan.diskMb;
  if (quota === null)
    return { ok: true, detail: `${formatMegabytes(app.diskMb)} of files; the ${a.plan.plan} plan's disk is unlimited` };
  const used = (await diskUsedOf(q, deps.infra.databaseNode, [a])).get(a.service.id) ?? 0;
  const free = Math.max(0, Math.round((quota - used) * 10) / 10);
  if (app.diskMb > free)
    return {
      ok: false,
      detail: `${app.name} needs ${formatMegabytes(app.diskMb)} of disk and the hosting account has ${formatMegabytes(free)} free of ${formatMegabytes(quota)}; free some space or upgrade the plan`,
    };
  return {
    ok: true,
    detail: `${formatMegabytes(app.diskMb)} of files; ${formatMegabytes(free)} free of ${formatMegabytes(quota)}`,
  };
}
