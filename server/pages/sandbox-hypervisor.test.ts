// The sandbox's hypervisor switch: anyone may look, only a logged-in dashboard
// user on the sandbox's own origin may take a node offline: a node of their own
// account's servers, for those servers only.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { APP_URL } from '@server/test/harness';
import { switchPageApi } from './sandbox-switch-test-kit';

const kit = switchPageApi('/sandbox/hypervisor');
const accountOf = async (email: string) =>
  (await queryRows<{ id: number }>(kit.api.db, sql`select id from accounts where email = ${email}`))[0]!.id;
// As the demo account (the session's) sees the node.
const reachable = async (node: string) =>
  (await kit.api.deps.infra.hypervisor.node(kit.api.db, node, await accountOf('demo@example.com')))!.reachable;
const vpsStatus = async () =>
  (await kit.api.call('GET', '/vps', { token: await kit.api.token(['read:vps']) })).body.data[0].status;

describe('sandbox hypervisor page', () => {
  it('lists every node as answering', async () => {
    const res = await kit.api.app.request('/sandbox/hypervisor');
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const n of ['kvm-ams-11', 'kvm-sto-02', 'arm-fra-01']) expect(text).toContain(`<th scope="row">${n}</th>`);
    expect(text).not.toContain('not answering</strong>');
  });

  it('refuses a change without a dashboard session, and one posted from another origin', async () => {
    expect((await kit.post('kvm-ams-11', {})).status).toBe(401);
    expect((await kit.post('kvm-ams-11', { cookie: kit.cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect(await reachable('kvm-ams-11')).toBe(true);
  });

  it('takes a node offline for a logged-in user, and says so for an unknown node', async () => {
    const res = await kit.post('kvm-ams-11', { cookie: kit.cookie, origin: APP_URL });
    expect(res.status).toBe(303);
    expect(await reachable('kvm-ams-11')).toBe(false);
    expect(await kit.page()).toContain('<strong>not answering</strong>');
    expect((await kit.post('kvm-nowhere', { cookie: kit.cookie, origin: APP_URL })).status).toBe(404);
  });

  it("acts for the session's own account only: others see the node answering, and a foreign node is 403", async () => {
    // kvm-ams-11 was taken offline above, by the demo account: its server reads unknown, for it alone.
    expect(await vpsStatus()).toBe('unknown');
    const hv = kit.api.deps.infra.hypervisor;
    expect((await hv.node(kit.api.db, 'kvm-ams-11'))!.reachable).toBe(true);
    expect((await hv.node(kit.api.db, 'kvm-ams-11', await accountOf('olof@example.org')))!.reachable).toBe(true);
    // No server of the demo account runs on kvm-sto-02; Olof has none anywhere.
    expect((await kit.post('kvm-sto-02', { cookie: kit.cookie, origin: APP_URL })).status).toBe(403);
    const olof = await kit.api.login('olof@example.org', 'olof-password');
    expect((await kit.post('kvm-ams-11', { cookie: olof, origin: APP_URL })).status).toBe(403);
    const back = await kit.api.app.request('/sandbox/hypervisor/kvm-ams-11', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: kit.cookie, origin: APP_URL },
      body: 'reachable=true',
    });
    expect(back.status).toBe(303);
    expect(await reachable('kvm-ams-11')).toBe(true);
    expect(await vpsStatus()).not.toBe('unknown');
  });
});
