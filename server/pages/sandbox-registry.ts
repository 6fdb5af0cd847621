// The simulated domain registries' control panel: which TLD registries answer.
// Taking one offline shows how the dashboard and the API degrade (reads say the
// registry is not answering, writes answer 503 registry_unavailable, paid orders
// wait and retry). Changing it needs a dashboard session and a same-origin form
// post, so a page elsewhere cannot switch a registry off behind someone's back.
// Markup goes through hono/html, which escapes every interpolated value.
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { identify, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@server/core/credential';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/pipeline';
import { sandboxPage, type Markup } from './sandbox-layout';

export function mountSandboxRegistry(app: Hono<AppEnv>, deps: Deps) {
  app.get('/sandbox/registry', async (c) => {
    const tlds = await deps.infra.registry.tlds(deps.db);
    const rows = tlds.map(
      (t) =>
        html`<tr>
          <th scope="row">.${t.tld}</th>
          <td>${t.reachable ? 'answering' : html`<strong>not answering</strong>`}</td>
          <td>
            <form method="post" action="/sandbox/registry/${t.tld}">
              <input type="hidden" name="reachable" value="${t.reachable ? 'false' : 'true'}" />
              <button type="submit">${t.reachable ? 'Take offline' : 'Bring back'}</button>
            </form>
          </td>
        </tr>`,
    );
    return c.html(
      page(
        'Domain registries',
        html`<p>
            Each TLD has its own registry. Take one offline to see how the dashboard and the API behave when a registry
            does not answer.
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">TLD</th>
                <th scope="col">Registry</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`,
      ),
    );
  });
  app.post('/sandbox/registry/:tld', async (c) => {
    const refusal = await refuse(c, deps);
    if (refusal) return refusal;
    const tld = c.req.param('tld');
    if (!(await deps.infra.registry.tld(deps.db, tld)))
      return c.html(page('No such registry', html`<p>This sandbox has no .${tld} registry.</p>`), 404);
    const form = await c.req.parseBody();
    await deps.infra.registry.setReachable(deps.db, tld, form.reachable === 'true');
    return c.redirect('/sandbox/registry', 303);
  });
}

/** A change needs the dashboard's session and must come from the dashboard's own origin. */
async function refuse(c: Context<AppEnv>, deps: Deps) {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(deps.config.appUrl).origin)
    return c.html(page('Refused', html`<p>Registry changes are accepted only from this sandbox’s own pages.</p>`), 403);
  const secret = getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE);
  const cred = secret ? await identify(deps, undefined, secret).catch(() => null) : null;
  if (!cred)
    return c.html(
      page(
        'Log in first',
        html`<p>Log in to the dashboard, then come back to change a registry.</p>
          <p><a href="/login?redirect=/sandbox/registry">Log in</a></p>`,
      ),
      401,
    );
  return null;
}

const page = (title: string, body: Markup) =>
  sandboxPage({
    title,
    notice: html`Sandbox domain registries: nothing here reaches a real registry.`,
    body,
    footer: html`<p><a href="/domains">Back to your domains</a></p>`,
  });
