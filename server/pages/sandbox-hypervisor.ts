// The simulated hypervisors' control panel: which VPS nodes answer. Taking one
// offline shows how the dashboard and the API degrade (the server's status reads
// `unknown`, `POST /vps/start` answers started:false with a note, an approved stop
// or reboot fails and changes nothing). The session and same-origin rules are
// those of every switch page (sandbox-switch-page.ts).
import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/pipeline';
import { mountSwitchPage } from './sandbox-switch-page';

export function mountSandboxHypervisor(app: Hono<AppEnv>, deps: Deps) {
  const hv = deps.infra.hypervisor;
  mountSwitchPage(app, deps, {
    path: '/sandbox/hypervisor',
    title: 'Hypervisor nodes',
    intro: html`Each virtual server runs on one node. Take a node offline to see how the dashboard and the API behave
    when its hypervisor does not answer.`,
    columns: ['Node', 'Location', 'Hypervisor'],
    noun: 'node',
    notice: html`Sandbox hypervisors: no real virtual server runs here.`,
    footer: html`<p><a href="/vps">Back to your servers</a></p>`,
    rows: async () =>
      (await hv.nodes(deps.db)).map((n) => ({
        key: n.name,
        heading: n.name,
        details: [n.location],
        reachable: n.reachable,
      })),
    exists: async (name) => (await hv.node(deps.db, name)) !== undefined,
    unknown: (name) => html`This sandbox has no node ${name}.`,
    setReachable: (name, reachable) => hv.setReachable(deps.db, name, reachable),
  });
}
