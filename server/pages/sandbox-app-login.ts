// Where an installed app's single sign-on link (POST /apps/actions/sso) lands in
// the sandbox: opening it uses the link up and shows the app's admin signed in
// as its administrator. A second opening, one after the 5 minutes, or one for an
// app since removed is refused with a page that says so. No script (the CSP
// allows none inline); hono/html escapes every value.
import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/request-state';
import { redeemAppLoginLink } from '@server/areas/apps/public';
import { sandboxPage, type Markup } from './sandbox-layout';

const NOTICE = html`Sandbox: this page stands in for the application's admin on the hosting node.`;
const page = (title: string, body: Markup) => sandboxPage({ title, notice: NOTICE, body });

export function mountSandboxAppLogin(app: Hono<AppEnv>, deps: Deps) {
  app.get('/sandbox/app-login/:token', async (c) => {
    const s = await redeemAppLoginLink(deps, c.req.param('token'));
    // the link is spent: nothing of this page may be kept and shown again
    c.header('Cache-Control', 'no-store');
    if (!s.ok) return c.html(page(s.title, html`<p role="alert">${s.message}</p>`), s.status);
    return c.html(
      page(
        `${s.appName} admin`,
        html`<p role="status">Signed in to ${s.appName} as <strong>${s.username}</strong>.</p>
          <p>The real app would now open its admin, <code>${s.adminUrl}</code>, for the site ${s.siteUrl}.</p>
          <p>This link is now used up; ask the dashboard for a new one to sign in again.</p>`,
      ),
    );
  });
}
