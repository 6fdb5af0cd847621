// The sandbox's registry switch: anyone may look, only a logged-in dashboard
// user on the sandbox's own origin may take a registry offline.
import { describe, expect, it } from 'vitest';
import { APP_URL } from '@server/test/harness';
import { switchPageApi } from './sandbox-switch-test-kit';

const kit = switchPageApi('/sandbox/registry');
const reachable = async (tld: string) => (await kit.api.deps.infra.registry.tld(kit.api.db, tld))!.reachable;

describe('sandbox registry page', () => {
  it('lists every TLD registry as answering', async () => {
    const res = await kit.api.app.request('/sandbox/registry');
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const tld of ['.se', '.com', '.io']) expect(text).toContain(`<th scope="row">${tld}</th>`);
    expect(text).not.toContain('not answering</strong>');
  });

  it('refuses a change without a dashboard session, and one posted from another origin', async () => {
    expect((await kit.post('com', {})).status).toBe(401);
    expect((await kit.post('com', { cookie: kit.cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect(await reachable('com')).toBe(true);
  });

  it('takes a registry offline for a logged-in user, and says so for an unknown TLD', async () => {
    const res = await kit.post('com', { cookie: kit.cookie, origin: APP_URL });
    expect(res.status).toBe(303);
    expect(await reachable('com')).toBe(false);
    expect(await kit.page()).toContain('<strong>not answering</strong>');
    expect((await kit.post('zz', { cookie: kit.cookie })).status).toBe(404);
  });
});
