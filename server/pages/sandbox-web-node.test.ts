// The sandbox's web node page: anyone may look, only a logged-in dashboard user on
// the sandbox's own origin may make a site fail, bring it back, check its monitors
// at once or send it traffic.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { APP_URL } from '@server/test/harness';
import { switchPageApi } from './sandbox-switch-test-kit';

const SITE = 'nordlight-studio.com';
const kit = switchPageApi('/sandbox/web-node');
const fault = async () => (await kit.api.deps.infra.webNode.siteFault(kit.api.db, SITE))?.mode ?? null;
const post = (path: string, body: string) =>
  kit.api.app.request(`/sandbox/web-node/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: kit.cookie, origin: APP_URL },
    body,
  });
const studioMonitor = async () =>
  (
    await queryRows<{ status: string; last: Date; n: number }>(
      kit.api.db,
      sql`select status, last_checked_at as last, (select count(*)::int from monitor_checks c where c.monitor_id = m.id) as n
          from monitors m where name = 'Studio website'`,
    )
  )[0]!;

describe('sandbox web node page', () => {
  it('lists every hosted site as answering', async () => {
    const res = await kit.api.app.request('/sandbox/web-node');
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const d of [SITE, 'nordlight-prints.com', 'sandandsons.fi'])
      expect(text).toContain(`<th scope="row">${d}</th>`);
    expect(text).not.toContain('<strong>down');
  });

  it('refuses a change without a dashboard session, and one posted from another origin', async () => {
    expect((await kit.post(SITE, {})).status).toBe(401);
    expect((await kit.post(SITE, { cookie: kit.cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect(await fault()).toBeNull();
  });

  it("refuses (403) a change to another account's site, and leaves it answering", async () => {
    const olof = await kit.api.login('olof@example.org', 'olof-password');
    for (const path of [SITE, `${SITE}/check`, `${SITE}/traffic`])
      expect((await kit.post(path, { cookie: olof, origin: APP_URL })).status, path).toBe(403);
    expect(await fault()).toBeNull();
  });

  it('takes a site down, makes it fail or slow, and brings it back', async () => {
    const res = await post(SITE, 'mode=down');
    expect(res.status).toBe(303);
    expect(await fault()).toBe('down');
    expect(await kit.page()).toContain('<strong>down: refusing connections</strong>');
    expect((await post(SITE, 'mode=errors')).status).toBe(303);
    expect(await fault()).toBe('errors');
    expect((await post(SITE, 'mode=slow')).status).toBe(303);
    expect(await fault()).toBe('slow');
    expect((await post(SITE, 'mode=none')).status).toBe(303);
    expect(await fault()).toBeNull();
    expect((await post(SITE, 'mode=melted')).status).toBe(400);
    expect((await post('nowhere.example', 'mode=down')).status).toBe(404);
  });

  it("checks the site's monitors at once: down with the site, up when it is back", async () => {
    const before = await studioMonitor();
    await post(SITE, 'mode=down');
    // The demo monitor has 2 retries: three checks in a row take it down.
    for (let i = 0; i < 3; i++) {
      const res = await post(`${SITE}/check`, '');
      expect(res.status).toBe(303);
      expect(decodeURIComponent(res.headers.get('location')!)).toContain(`1 monitor of ${SITE} checked.`);
    }
    expect((await studioMonitor()).status).toBe('down');
    expect((await studioMonitor()).n).toBe(before.n + 3);
    await post(SITE, 'mode=none');
    await post(`${SITE}/check`, '');
    expect((await studioMonitor()).status).toBe('up');
  });

  it('sends a burst of visits to the site’s access log', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          kit.api.db,
          sql`select count(*)::int as n from web_log_lines where domain = ${SITE} and kind = 'access'`,
        )
      )[0]!.n;
    const before = await count();
    expect((await post(`${SITE}/traffic`, '')).status).toBe(303);
    expect(await count()).toBe(before + 20);
  });
});
