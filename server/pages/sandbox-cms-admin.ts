// The simulated CMS admin (the dashboard screen of the site) that a login link
// from POST /cms/admin-link opens: opening it uses the link up and shows the
// admin signed in as the link's user, with the site's real counts, version and
// plugins. A second opening, or one after the 5 minutes, is refused with 410.
// No script (the CSP allows none inline); hono/html escapes every value.
import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/request-state';
import { redeemAdminLink, type AdminSignedIn } from '@server/areas/apps/public';
import { sandboxPage, type Markup } from './sandbox-layout';

const NOTICE = html`Sandbox: this page stands in for the CMS admin on the hosting node.`;

const page = (title: string, body: Markup) => sandboxPage({ title, notice: NOTICE, body });

function plugins(s: AdminSignedIn) {
  if (!s.plugins.length) return html`<p>No plugins are installed.</p>`;
  return html`<table>
    <caption>
      Plugins
    </caption>
    <thead>
      <tr>
        <th scope="col">Plugin</th>
        <th scope="col">Version</th>
        <th scope="col">State</th>
      </tr>
    </thead>
    <tbody>
      ${s.plugins.map(
        (p) =>
          html`<tr>
            <td>${p.name}</td>
            <td>${p.version}${p.update ? ' (update available)' : ''}</td>
            <td>${p.active ? 'Active' : 'Inactive'}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function dashboard(s: AdminSignedIn) {
  return html`<p role="status">Signed in to the ${s.app} admin of ${s.url} as ${s.user.login} (${s.user.role}).</p>
    ${s.maintenance ? html`<p>The site is in maintenance mode: visitors see a notice.</p>` : ''}
    <ul>
      <li>${s.app} ${s.version}${s.updateAvailable ? ' (an update is available)' : ''}</li>
      <li>${s.counts.posts} posts, ${s.counts.pages} pages, ${s.counts.users} users</li>
      <li>Theme: ${s.theme ?? 'none active'}</li>
    </ul>
    ${plugins(s)}`;
}

export function mountSandboxCmsAdmin(app: Hono<AppEnv>, deps: Deps) {
  app.get('/sandbox/cms-admin/:token', async (c) => {
    const s = await redeemAdminLink(deps, c.req.param('token'));
    // The link is spent: nothing of this page may be kept and shown again.
    c.header('Cache-Control', 'no-store');
    if (!s.ok) return c.html(page(s.title, html`<p role="alert">${s.message}</p>`), s.status);
    return c.html(page(`Dashboard ‹ ${s.siteTitle}`, dashboard(s)));
  });
}
