// The simulated database-admin tool (phpMyAdmin) that a login link from
// POST /databases/actions/dbadmin-sso opens: opening it uses the link up and
// shows the account's databases with their real table counts and sizes. A
// second opening, or one after the 5 minutes, is refused with 410. No script
// (the CSP allows none inline); hono/html escapes every value.
import type { Hono } from 'hono';
import { html } from 'hono/html';
import { formatBytes } from '@contract/units';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/request-state';
import { DBADMIN_TOOL, redeemDbAdminLink, type DbAdminSignedIn as SignedIn } from '@server/areas/databases/public';
import { sandboxPage, type Markup } from './sandbox-layout';

const NOTICE = html`Sandbox: this page stands in for ${DBADMIN_TOOL} on the hosting node.`;

const page = (title: string, body: Markup) => sandboxPage({ title, notice: NOTICE, body });

function databases(s: SignedIn) {
  if (!s.databases.length) return html`<p>The account has no databases yet.</p>`;
  return html`<table>
    <caption>
      Databases of ${s.panelUser}
    </caption>
    <thead>
      <tr>
        <th scope="col">Database</th>
        <th scope="col">Tables</th>
        <th scope="col">Size</th>
      </tr>
    </thead>
    <tbody>
      ${s.databases.map(
        (d) =>
          html`<tr${d.name === s.database ? html` aria-current="true"` : ''}>
            <td>${d.name === s.database ? html`<strong>${d.name}</strong>` : d.name}</td>
            <td>${d.tables}</td>
            <td>${formatBytes(d.sizeBytes)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

export function mountSandboxDbAdmin(app: Hono<AppEnv>, deps: Deps) {
  app.get('/sandbox/dbadmin/:token', async (c) => {
    const s = await redeemDbAdminLink(deps, c.req.param('token'));
    // The link is spent: nothing of this page may be kept and shown again.
    c.header('Cache-Control', 'no-store');
    if (!s.ok) return c.html(page(s.title, html`<p role="alert">${s.message}</p>`), s.status);
    const opened =
      s.database && s.databases.some((d) => d.name === s.database)
        ? html`<p role="status">Signed in as ${s.panelUser}, opened on ${s.database}.</p>`
        : html`<p role="status">Signed in as ${s.panelUser}${s.domain ? ` (${s.domain})` : ''}.</p>`;
    return c.html(page(`${DBADMIN_TOOL}: ${s.panelUser}`, html`${opened}${databases(s)}`));
  });
}
