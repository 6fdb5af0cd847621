// Where the hosting account's single-use links land in the sandbox: the
// simulated control panel's landing page after a login link, and a site's
// preview from a temporary URL. Each link works once; a second use, an expired
// or an unknown link gets a page that says so (410 / 404), and a suspended
// account's link a 409. No script (the CSP allows none inline); every value is
// escaped by hono/html.
import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/request-state';
import { redeemLink, type LinkKind, type RedeemedLink as Redeemed } from '@server/areas/hosting/public';
import { sandboxPage, type Markup } from './sandbox-layout';

type Ok = Extract<Redeemed, { ok: true }>;

const notice = html`<strong>Sandbox control panel — no real server.</strong> Nothing here runs on a hosting node.`;
const page = (title: string, body: Markup) => sandboxPage({ title, notice, body });

export function mountSandboxPanel(app: Hono<AppEnv>, deps: Deps) {
  const serve = (kind: LinkKind) =>
    app.get(`/sandbox/${kind}/:token`, async (c) => {
      // a link is a credential, and its page is one moment's answer: neither belongs in a cache
      c.header('Cache-Control', 'no-store');
      const r = await redeemLink(deps, kind, c.req.param('token'));
      if (!r.ok) return c.html(page(r.title, html`<p role="alert">${r.message}</p>`), r.status);
      return c.html(r.kind === 'panel' ? panelLanding(r) : preview(r));
    });
  serve('panel');
  serve('preview');
}

function panelLanding(r: Extract<Ok, { kind: 'panel' }>) {
  const user = r.service.daUsername ?? '';
  const panel = `https://${r.node.name}.panel-hosting.net:2222`;
  return page(
    `Control panel of ${r.service.domain}`,
    html`<p role="status">Logged in to the control panel as <strong>${user}</strong>.</p>
      <p>
        ${
          r.redirectPath
            ? html`The real panel would now open <code>${panel}${r.redirectPath}</code>, the page this link asked for.`
            : html`The real panel would now open its home page, <code>${panel}/</code>.`
        }
      </p>
      <table>
        <tr>
          <th scope="row">Account</th>
          <td>${user} (${r.service.plan})</td>
        </tr>
        <tr>
          <th scope="row">Node</th>
          <td>${r.node.name} (${r.node.ipv4})</td>
        </tr>
      </table>
      <p>This link is now used up; ask the dashboard for a new one to log in again.</p>`,
  );
}

function preview(r: Extract<Ok, { kind: 'preview' }>) {
  return page(
    `Preview of ${r.site.domain}`,
    html`<p role="status">
        This is ${r.site.domain} as the node <strong>${r.node.name}</strong> (${r.node.ipv4}) serves it, before the
        domain's DNS points there.
      </p>
      <table>
        <tr>
          <th scope="row">Served by</th>
          <td>${r.node.name}, ${r.node.server} ${r.node.serverVersion}</td>
        </tr>
        <tr>
          <th scope="row">Document root</th>
          <td><code>${r.site.documentRoot}</code></td>
        </tr>
        <tr>
          <th scope="row">Hosting account</th>
          <td>${r.service.daUsername}</td>
        </tr>
      </table>
      <p>This preview link is now used up; ask the dashboard for a new one to look again.</p>`,
  );
}
