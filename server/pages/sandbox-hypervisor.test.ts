// The sandbox's hypervisor switch: anyone may look, only a logged-in dashboard
// user on the sandbox's own origin may take a node offline.
import { describe, expect, it } from 'vitest';
import { APP_URL } from '@server/test/harness';
import { switchPageApi } from './sandbox-switch-test-kit';

const kit = switchPageApi('/sandbox/hypervisor');
const reachable = async (node: string) => (await kit.api.deps.infra.hypervisor.node(kit.api.db, node))!.reachable;

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
});
