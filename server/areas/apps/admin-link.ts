// The CMS admin's one-time login link: single use, valid 5 minutes, stored only
// as a hash in `onelinks` (the secret is in the URL alone). Opening it
// (server/pages/sandbox-cms-admin.ts) uses it up and shows the CMS admin
// signed in as that user, with the site as it is at that moment.
import { eq } from 'drizzle-orm';
import type { Deps } from '@server/core/deps';
import { issueOneTimeLink, redeemLoginLink } from '@server/core/one-time-links';
import { appInstalls } from '@server/db/schema/apps';
import { readOption } from '@server/infra/cms-site';
import { siteUser, type SiteUser } from './admin-user';
import { catalogueApp } from './catalogue';
import { extensionBehind, extensionsOf, presentCmsInstall } from './cms-presenter';
import { cmsLocation, installUrl, type InstallRow } from './install-repository';
import { siteCounts, type SiteCounts } from './site-counts';

/** onelinks.purpose: this prefix, the install id, `/`, the CMS user's login. */
const PURPOSE = 'cms-admin:';
const AGAIN = 'Ask for a new one from the install in the dashboard.';

export const issueAdminLink = (deps: Deps, install: InstallRow, user: SiteUser) =>
  issueOneTimeLink(deps, {
    accountId: install.accountId,
    purpose: `${PURPOSE}${install.id}/${user.login}`,
    page: '/sandbox/cms-admin',
  });

export interface AdminSignedIn {
  ok: true;
  app: string;
  siteTitle: string;
  url: string;
  user: SiteUser;
  version: string;
  updateAvailable: boolean;
  maintenance: boolean;
  counts: SiteCounts;
  plugins: { name: string; version: string; active: boolean; update: boolean }[];
  theme: string | null;
}
export type AdminSignIn = AdminSignedIn | { ok: false; status: 404 | 410; title: string; message: string };

const gone = (title: string, message: string) => ({ ok: false as const, status: 410 as const, title, message });

/**
 * Use the link up and sign in, in one transaction: an unknown link is 404, a used or expired one 410
 * saying which, and so is a link whose install or user is gone since.
 */
export function redeemAdminLink(deps: Deps, token: string): Promise<AdminSignIn> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const opened = await redeemLoginLink(tx, token, { prefix: PURPOSE, again: AGAIN, now });
    if (!opened.ok) return opened;
    const { link, rest } = opened;
    const slash = rest.indexOf('/');
    const [install] = await tx
      .select()
      .from(appInstalls)
      .where(eq(appInstalls.id, rest.slice(0, slash)));
    if (!install || install.accountId !== link.accountId || install.status !== 'installed')
      return gone('Site not available', 'The site this link was made for is no longer installed.');
    let user: SiteUser;
    try {
      user = await siteUser(deps.infra.databaseNode.sql, install, rest.slice(slash + 1));
    } catch {
      return gone('User not available', `The user ${rest.slice(slash + 1)} is no longer on this site.`);
    }
    const extensions = await extensionsOf(tx, install.id);
    const at = cmsLocation(install);
    return {
      ok: true,
      app: catalogueApp(install.appId).name,
      siteTitle: (await readOption(deps.infra.databaseNode.sql, at, 'blogname')) ?? install.siteTitle ?? install.domain,
      url: installUrl(install),
      user,
      version: install.version,
      updateAvailable: presentCmsInstall(install).updateAvailable,
      maintenance: install.maintenance,
      counts: await siteCounts(deps.infra.databaseNode.sql, at),
      plugins: extensions
        .filter((e) => e.kind === 'plugin')
        .map((e) => ({ name: e.name, version: e.version, active: e.active, update: extensionBehind(e) })),
      theme: extensions.find((e) => e.kind === 'theme' && e.active)?.name ?? null,
    };
  });
}
