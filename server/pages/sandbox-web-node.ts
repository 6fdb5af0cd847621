// The simulated web node's control panel: every hosted site, answering or
// failing. A site can be taken down (connections refused), made to answer with
// server errors, or made slow, and brought back; its monitors can be checked at
// once (monitor intervals are a minute or more, so a person or a browser test
// need not wait), and a burst of visits sent to it to watch its logs move. The
// session and same-origin rules are those of every switch page, and a change acts
// only on a site of the session's current account (another's answers 403).
import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import { checkSiteMonitorsNow } from '@server/areas/monitoring/public';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/request-state';
import { FAULT_MODES, type FaultMode } from '@server/infra/web-node-shapes';
import { sandboxPage, type Markup } from './sandbox-layout';
import { changeGate } from './sandbox-switch-page';

const PATH = '/sandbox/web-node';
/** Visits one "Send traffic" writes to the site's logs. */
const BURST = 20;
const STATE: Record<FaultMode, string> = {
  down: 'down: refusing connections',
  errors: 'failing: answering 500/503',
  slow: 'slow: answering in 12-40 s',
};
const ACTIONS: [mode: FaultMode | 'none', label: string][] = [
  ['down', 'Take down'],
  ['errors', 'Answer with errors'],
  ['slow', 'Make slow'],
  ['none', 'Bring back'],
];

const frame = {
  path: PATH,
  noun: 'site',
  notice: html`Sandbox web node: no real website is served here.`,
  footer: html`<p><a href="/monitoring">Back to monitoring</a></p>`,
};
const page = (title: string, body: Markup) => sandboxPage({ title, notice: frame.notice, body, footer: frame.footer });
const button = (action: string, label: string, fields: Record<string, string> = {}) =>
  html`<form method="post" action="${action}">
    ${Object.entries(fields).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}" />`)}
    <button type="submit">${label}</button>
  </form>`;

export function mountSandboxWebNode(app: Hono<AppEnv>, deps: Deps) {
  const node = deps.infra.webNode;
  /** The site and whether it may be changed by this account: null when no such site is hosted. */
  const siteFor = async (domain: string, accountId: number) => {
    const site = (await node.sites(deps.db)).find((s) => s.domain === domain);
    return site ? { site, yours: site.accountId === accountId } : null;
  };
  /** The refusal for a site that is not hosted (404) or not the account's (403), or null to go ahead. */
  const refuseSite = async (c: Context<AppEnv>, domain: string, accountId: number) => {
    const found = await siteFor(domain, accountId);
    if (!found) return unknown(c, domain);
    if (!found.yours)
      return c.html(
        page('Not yours to switch', html`<p>${domain} is not a site of the account you are logged in to.</p>`),
        403,
      );
    return null;
  };

  app.get(PATH, async (c) => {
    const said = c.req.query('said');
    const rows = (await node.sites(deps.db)).map(
      (s) =>
        html`<tr>
          <th scope="row">${s.domain}</th>
          <td>${s.node ?? ''}</td>
          <td>${s.fault ? html`<strong>${STATE[s.fault.mode]}</strong>` : 'answering'}</td>
          <td>
            ${ACTIONS.filter(([m]) => (m === 'none' ? s.fault !== null : s.fault?.mode !== m)).map(([mode, label]) =>
              button(`${PATH}/${s.domain}`, label, { mode }),
            )}
            ${button(`${PATH}/${s.domain}/check`, 'Check its monitors now')}
            ${button(`${PATH}/${s.domain}/traffic`, 'Send traffic')}
          </td>
        </tr>`,
    );
    return c.html(
      page(
        'Web node',
        html`<p>
            Each hosted website answers from the simulated web node. Make one fail to watch its monitors go down and its
            logs fill with errors, then bring it back.
          </p>
          ${said ? html`<p role="status">${said}</p>` : ''}
          <table>
            <thead>
              <tr>
                ${['Site', 'Node', 'State', 'Change'].map((col) => html`<th scope="col">${col}</th>`)}
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`,
      ),
    );
  });

  const done = (said: string) => `${PATH}?said=${encodeURIComponent(said)}`;

  app.post(`${PATH}/:domain/:action{check|traffic}`, async (c) => {
    const gate = await changeGate(c, deps, frame);
    if (gate instanceof Response) return gate;
    const domain = c.req.param('domain');
    const refusal = await refuseSite(c, domain, gate.accountId);
    if (refusal) return refusal;
    if (c.req.param('action') === 'traffic') {
      const n = await node.burst(deps.db, domain, deps.clock.now(), BURST);
      return c.redirect(done(`${n} log lines written for ${domain}.`), 303);
    }
    const n = await checkSiteMonitorsNow(deps, domain);
    return c.redirect(done(`${n} monitor${n === 1 ? '' : 's'} of ${domain} checked.`), 303);
  });

  app.post(`${PATH}/:domain`, async (c) => {
    const gate = await changeGate(c, deps, frame);
    if (gate instanceof Response) return gate;
    const domain = c.req.param('domain');
    const refusal = await refuseSite(c, domain, gate.accountId);
    if (refusal) return refusal;
    const form = await c.req.parseBody();
    // `reachable` is the plain switch pages' field: false takes the site down, true brings it back.
    const raw = form.mode ?? (form.reachable === 'false' ? 'down' : form.reachable === 'true' ? 'none' : undefined);
    const mode = FAULT_MODES.find((m) => m === raw) ?? (raw === 'none' ? null : undefined);
    if (mode === undefined) return c.html(page('Unknown change', html`<p>Choose down, errors, slow or none.</p>`), 400);
    await node.setSiteFault(deps.db, domain, mode, deps.clock.now());
    return c.redirect(done(mode ? `${domain} is ${STATE[mode]}.` : `${domain} answers normally again.`), 303);
  });
}

const unknown = (c: Context<AppEnv>, domain: string) =>
  c.html(page('No such site', html`<p>No site ${domain} is hosted on this sandbox’s web node.</p>`), 404);
