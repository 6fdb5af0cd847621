// The sandbox mailbox through the real app: nobody logged in sees nothing; a
// session sees its own mail newest first, each message on its page with its
// links clickable and everything else escaped; another customer's mail is
// absent (404), whoever asks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { APP_URL, startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let demo: string;
let olof: string;
beforeAll(async () => {
  api = await startApi();
  await runDueJobs(api.deps); // the reminder job mails nordlight.se's 30-day reminder
  demo = await api.login();
  olof = await api.login('olof@example.org', 'olof-password');
});
afterAll(() => api.close());

const get = (path: string, cookie?: string) => api.app.request(path, { headers: cookie ? { cookie } : {} });
const messageIds = (page: string) => [...page.matchAll(/href="\/sandbox\/mail\/(\d+)"/g)].map((m) => Number(m[1]));

describe('/sandbox/mail', () => {
  it('asks whoever is not logged in to log in, showing nothing', async () => {
    const r = await get('/sandbox/mail');
    expect(r.status).toBe(401);
    const page = await r.text();
    expect(page).toContain('Log in first');
    expect(page).toContain('href="/login?redirect=%2Fsandbox%2Fmail"');
    expect(messageIds(page)).toEqual([]);
    expect((await get('/sandbox/mail/1')).status).toBe(401);
  });

  it('lists the session’s mail newest first, without caching', async () => {
    const r = await get('/sandbox/mail', demo);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const page = await r.text();
    expect(page).toMatch(/nordlight\.se expires in \d+ days/);
    const ids = messageIds(page);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('shows one message with its links clickable and the rest escaped', async () => {
    const demoId = await api.accountId('demo@example.com');
    const { id } = await api.deps.infra.mailer.send({
      accountId: demoId,
      to: 'demo@example.com',
      kind: 'test',
      subject: 'Hello <b>there</b>',
      body: `See ${APP_URL}/domains/nordlight.se. Or <img src=x onerror=alert(1)>\njavascript:alert(1) https://x"onmouseover="y`,
    });
    const page = await (await get(`/sandbox/mail/${id}`, demo)).text();
    expect(page).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    expect(page).toContain(`<a href="${APP_URL}/domains/nordlight.se" rel="noopener noreferrer">`);
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('href="javascript:');
    expect(page).not.toContain('"onmouseover="');
  });

  it('hides another customer’s mail: absent from the list, 404 on its page', async () => {
    const demoPage = await (await get('/sandbox/mail', demo)).text();
    const id = messageIds(demoPage)[0]!;
    const r = await get(`/sandbox/mail/${id}`, olof);
    expect(r.status).toBe(404);
    expect(await r.text()).toContain('There is no mail with this number in your sandbox mailbox.');
    const olofPage = await (await get('/sandbox/mail', olof)).text();
    expect(messageIds(olofPage)).not.toContain(id);
    expect(olofPage).not.toContain('nordlight.se');
  });
});
