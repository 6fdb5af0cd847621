// The simulated domain registries' control panel: which TLD registries answer.
// Taking one offline shows how the dashboard and the API degrade (reads say the
// registry is not answering, writes answer 503 registry_unavailable, paid orders
// wait and retry). The session and same-origin rules are those of every switch
// page (sandbox-switch-page.ts): a logged-in account switches only the registries
// of its own domains' TLDs, and only for its own domains.
import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/request-state';
import { mountSwitchPage } from './sandbox-switch-page';

export function mountSandboxRegistry(app: Hono<AppEnv>, deps: Deps) {
  const registry = deps.infra.registry;
  mountSwitchPage(app, deps, {
    path: '/sandbox/registry',
    title: 'Domain registries',
    intro: html`Each TLD has its own registry. Take one offline to see how the dashboard and the API behave when a
    registry does not answer. The switch acts on the TLDs of your account's domains, and only for those domains: other
    customers' domains keep answering.`,
    columns: ['TLD', 'Registry'],
    noun: 'registry',
    notice: html`Sandbox domain registries: nothing here reaches a real registry.`,
    footer: html`<p><a href="/domains">Back to your domains</a></p>`,
    rows: async (accountId) =>
      (await registry.tlds(deps.db, accountId ?? undefined)).map((t) => ({
        key: t.tld,
        heading: `.${t.tld}`,
        details: [],
        reachable: t.reachable,
      })),
    exists: async (tld) => (await registry.tld(deps.db, tld)) !== null,
    usedBy: async (tld, accountId) => (await registry.tldsOf(deps.db, accountId)).includes(tld),
    unknown: (tld) => html`This sandbox has no .${tld} registry.`,
    notYours: (tld) => html`None of your account's domains is a .${tld} name, so its registry is not yours to switch.`,
    setReachable: (tld, reachable, accountId) => registry.setReachable(deps.db, tld, reachable, accountId),
  });
}
