// The simulated hypervisors' control panel: which VPS nodes answer. Taking one
// offline shows how the dashboard and the API degrade (the server's status reads
// `unknown`, `POST /vps/start` answers started:false with a note, an approved stop
// or reboot fails and changes nothing). The session and same-origin rules are
// those of every switch page (sandbox-switch-page.ts): a logged-in account switches
// only the nodes its own servers run on, and only for its own servers.
import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/request-state';
import { mountSwitchPage } from './sandbox-switch-page';

export function mountSandboxHypervisor(app: Hono<AppEnv>, deps: Deps) {
  const hv = deps.infra.hypervisor;
  mountSwitchPage(app, deps, {
    path: '/sandbox/hypervisor',
    title: 'Hypervisor nodes',
    intro: html`Each virtual server runs on one node. Take a node offline to see how the dashboard and the API behave
    when its hypervisor does not answer. The switch acts on the nodes of your account's servers, and only for them:
    other customers' servers on the same node keep answering.`,
    columns: ['Node', 'Location', 'Hypervisor'],
    noun: 'node',
    notice: html`Sandbox hypervisors: no real virtual server runs here.`,
    footer: html`<p><a href="/vps">Back to your servers</a></p>`,
    rows: async (accountId) =>
      (await hv.nodes(deps.db, accountId ?? undefined)).map((n) => ({
        key: n.name,
        heading: n.name,
        details: [n.location],
        reachable: n.reachable,
      })),
    exists: async (name) => (await hv.node(deps.db, name)) !== undefined,
    usedBy: async (name, accountId) => (await hv.nodesOf(deps.db, accountId)).includes(name),
    unknown: (name) => html`This sandbox has no node ${name}.`,
    notYours: (name) => html`None of your account's servers runs on ${name}, so it is not yours to switch.`,
    setReachable: (name, reachable, accountId) => hv.setReachable(deps.db, name, reachable, accountId),
  });
}
