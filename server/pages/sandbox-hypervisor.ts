// The simulated hypervisors' control panel: which VPS nodes answer. Taking one
// offline shows how the dashboard and the API degrade (the server's status reads
// `unknown`, `POST /vps/start` answers started:false with a note, an approved stop
// or reboot fails and changes nothing). Changing it needs a dashboard session and
// a same-origin form post, so a page elsewhere cannot switch a node off behind
// someone's back. Markup goes through hono/html, which escapes every interpolated value.
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { identify, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@server/core/credential';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/pipeline';
import { sandboxPage, type Markup } from './sandbox-layout';

export function mountSandboxHypervisor(app: Hono<AppEnv>, deps: Deps) {
  const hv = deps.infra.hypervisor;
  app.get('/sandbox/hypervisor', async (c) => {
    const rows = (await hv.nodes(deps.db)).map(
      (n) =>
        html`<tr>
          <th scope="row">${n.name}</th>
          <td>${n.location}</td>
          <td>${n.reachable ? 'answering' : html`<strong>not answering</strong>`}</td>
          <td>
            <form method="post" action="/sandbox/hypervisor/${n.name}">
              <input type="hidden" name="reachable" value="${n.reachable ? 'false' : 'true'}" />
              <button type="submit">${n.reachable ? 'Take offline' : 'Bring back'}</button>
            </form>
          </td>
        </tr>`,
    );
    return c.html(
      page(
        'Hypervisor nodes',
        html`<p>
            Each virtual server runs on one node. Take a node offline to see how the dashboard and the API behave when
            its hypervisor does not answer.
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">Node</th>
                <th scope="col">Location</th>
                <th scope="col">Hypervisor</th>
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
  app.post('/sandbox/hypervisor/:node', async (c) => {
    const refusal = await refuse(c, deps);
    if (refusal) return refusal;
    const name = c.req.param('node');
    if (!(await hv.node(deps.db, name)))
      return c.html(page('No such node', html`<p>This sandbox has no node ${name}.</p>`), 404);
    const form = await c.req.parseBody();
    await hv.setReachable(deps.db, name, form.reachable === 'true');
    return c.redirect('/sandbox/hypervisor', 303);
  });
}

/** A change needs the dashboard's session and must come from the dashboard's own origin. */
async function refuse(c: Context<AppEnv>, deps: Deps) {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(deps.config.appUrl).origin)
    return c.html(page('Refused', html`<p>Node changes are accepted only from this sandbox’s own pages.</p>`), 403);
  const secret = getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE);
  const cred = secret ? await identify(deps, undefined, secret).catch(() => null) : null;
  if (!cred)
    return c.html(
      page(
        'Log in first',
        html`<p>Log in to the dashboard, then come back to change a node.</p>
          <p><a href="/login?redirect=/sandbox/hypervisor">Log in</a></p>`,
      ),
      401,
    );
  return null;
}

const page = (title: string, body: Markup) =>
  sandboxPage({
    title,
    notice: html`Sandbox hypervisors: no real virtual server runs here.`,
    body,
    footer: html`<p><a href="/vps">Back to your servers</a></p>`,
  });
