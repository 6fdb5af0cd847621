// Single sign-on into an installed app's admin: a link valid 5 minutes that
// works once, stored in `onelinks` only as the secret's hash (the secret is in
// the URL alone; the URL is `<id>.<secret>`). Opening it (the sandbox page
// server/pages/sandbox-app-login.ts) claims it with a conditional update, so of
// two openings at once only one signs in, and lands on the app's admin page as
// its administrator.
import { eq } from 'drizzle-orm';
import type { Deps } from '@server/core/deps';
import {
  claimOneTimeLink,
  issueOneTimeLink,
  loginLinkRefusals,
  ONE_TIME_LINK_TTL_MS,
  openLoginLink,
} from '@server/core/one-time-links';
import { appInstalls } from '@server/db/schema/apps';
import { catalogueApp } from './catalogue';
import { installUrl, type InstallRow } from './install-repository';

export const APP_LOGIN_TTL_MS = ONE_TIME_LINK_TTL_MS;
/** onelinks.purpose: this prefix and the install id. */
const PURPOSE = 'app_admin_login:';

export const issueAppLoginLink = (deps: Deps, install: InstallRow) =>
  issueOneTimeLink(deps, {
    accountId: install.accountId,
    purpose: `${PURPOSE}${install.id}`,
    page: '/sandbox/app-login',
    ttlMs: APP_LOGIN_TTL_MS,
  });

export type AppSignIn =
  | { ok: true; appName: string; siteUrl: string; adminUrl: string; username: string }
  | { ok: false; status: 404 | 409 | 410; title: string; message: string };

const again = 'Ask for a new one from the applications page.';

/** Use the link up and sign in: unknown 404; used, expired or the app gone 410; the app busy 409. */
export function redeemAppLoginLink(deps: Deps, token: string): Promise<AppSignIn> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const opened = await openLoginLink(tx, token, { prefix: PURPOSE, again, now });
    if (!opened.ok) return opened;
    const { link, rest: installId } = opened;
    const [install] = await tx.select().from(appInstalls).where(eq(appInstalls.id, installId));
    if (!install || install.accountId !== link.accountId)
      return {
        ok: false,
        status: 410,
        title: 'Application removed',
        message: `The application this link was made for has been uninstalled.`,
      };
    if (install.status !== 'installed')
      return {
        ok: false,
        status: 409,
        title: 'Application busy',
        message: `The application is ${install.status} right now; try again when that has finished. ${again}`,
      };
    // the claim: of two openings at once, only one finds the link unused
    if (!(await claimOneTimeLink(tx, link.id, now))) return loginLinkRefusals(again).usedJustNow;
    const app = catalogueApp(install.appId);
    const siteUrl = installUrl(install);
    return {
      ok: true,
      appName: app.name,
      siteUrl,
      adminUrl: `${siteUrl}${app.adminPath ?? ''}`,
      username: install.adminUsername ?? 'admin',
    };
  });
}
