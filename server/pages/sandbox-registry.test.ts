// The sandbox's registry switch: anyone may look, only a logged-in dashboard
// user on the sandbox's own origin may take a registry offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
});
afterAll(() => api.close());

const post = (tld: string, headers: Record<string, string>) =>
  api.app.request(`/sandbox/registry/${tld}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'reachable=false',
  });

describe('sandbox registry page', () => {
  it('lists every TLD registry as answering', async () => {
    const res = await api.app.request('/sandbox/registry');
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const tld of ['.se', '.com', '.io']) expect(text).toContain(`<th scope="row">${tld}</th>`);
    expect(text).not.toContain('not answering</strong>');
  });

  it('refuses a change without a dashboard session, and one posted from another origin', async () => {
    expect((await post('com', {})).status).toBe(401);
    expect((await post('com', { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await api.deps.infra.registry.tld(api.db, 'com'))!.reachable).toBe(true);
  });

  it('takes a registry offline for a logged-in user, and says so for an unknown TLD', async () => {
    const res = await post('com', { cookie, origin: APP_URL });
    expect(res.status).toBe(303);
    expect((await api.deps.infra.registry.tld(api.db, 'com'))!.reachable).toBe(false);
    expect(await (await api.app.request('/sandbox/registry')).text()).toContain('<strong>not answering</strong>');
    expect((await post('zz', { cookie })).status).toBe(404);
  });
});
