// The sandbox's registry switch: anyone may look, only a logged-in dashboard
// user on the sandbox's own origin may take a registry offline: one of their own
// domains' TLDs, for their own domains only.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { APP_URL } from '@server/test/harness';
import { switchPageApi } from './sandbox-switch-test-kit';

const kit = switchPageApi('/sandbox/registry');
const accountOf = async (email: string) =>
  (await queryRows<{ id: number }>(kit.api.db, sql`select id from accounts where email = ${email}`))[0]!.id;
// As the demo account (the session's) sees the registry.
const reachable = async (tld: string) =>
  (await kit.api.deps.infra.registry.tlds(kit.api.db, await accountOf('demo@example.com'))).find((t) => t.tld === tld)!
    .reachable;

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

  it("acts for the session's own account only: other accounts' names still answer, a foreign TLD is 403", async () => {
    // .com was taken offline above, by the demo account: its own names do not answer, others' do.
    const registry = kit.api.deps.infra.registry;
    const now = kit.api.clock.now();
    await expect(registry.info(kit.api.db, 'nordlight-studio.com', now)).rejects.toThrow('not answering');
    await expect(registry.info(kit.api.db, 'someone-else-entirely.com', now)).resolves.toBeDefined();
    expect((await registry.tld(kit.api.db, 'com'))!.reachable).toBe(true);
    // Olof holds no .com name.
    const olof = await kit.api.login('olof@example.org', 'olof-password');
    expect((await kit.post('com', { cookie: olof, origin: APP_URL })).status).toBe(403);
    const demoTlds = await registry.tldsOf(kit.api.db, await accountOf('demo@example.com'));
    const foreign = (await registry.tlds(kit.api.db)).find((t) => !demoTlds.includes(t.tld))!.tld;
    expect((await kit.post(foreign, { cookie: kit.cookie, origin: APP_URL })).status).toBe(403);
  });
});
