// The notification centre's operations through the real API: the list (newest
// first, cursor paged, with the unread count), marking one read and all read,
// who may call them (read:account lists, write:account marks), and another
// account's notifications absent (a 404, never listed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let reader: string;
let writer: string;
let olof: string;
let cookie: string;
beforeAll(async () => {
  api = await startApi();
  // The seed's reminder job tells the demo's state: nordlight.se's reminder, invoices, …
  await runDueJobs(api.deps);
  reader = await api.token(['read:account']);
  writer = await api.token(['read:account', 'write:account']);
  olof = await api.token(['read:account', 'write:account'], { accountEmail: 'olof@example.org' });
  cookie = await api.login();
});
afterAll(() => api.close());

const list = (o: { token?: string; cookie?: string; query?: Record<string, string | number> }) =>
  api.call('GET', '/account/notifications', o);

describe('listNotifications', () => {
  it('lists the account’s notifications newest first, with the unread count, to the session and a read:account token', async () => {
    const r = await list({ cookie });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThan(0);
    expect(r.body.unread).toBe(r.body.total);
    const titles = r.body.data.map((n: { title: string }) => n.title);
    expect(titles.some((t: string) => /^nordlight\.se expires in \d+ days$/.test(t))).toBe(true);
    const ids = r.body.data.map((n: { id: string }) => Number(n.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await list({ token: reader })).body).toEqual(r.body);
  });

  it('pages by cursor without repeats', async () => {
    const first = await list({ token: reader, query: { limit: 1 } });
    expect(first.body.hasMore).toBe(first.body.total > 1);
    const second = await list({ token: reader, query: { limit: 1, cursor: first.body.nextCursor } });
    expect(second.status).toBe(200);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
  });

  it('refuses a token without read:account (403 naming it), and shows another account none of these', async () => {
    const other = await api.token(['read:domains']);
    const r = await list({ token: other });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
    const mine = (await list({ token: reader })).body.data.map((n: { id: string }) => n.id);
    const theirs = (await list({ token: olof, query: { limit: 100 } })).body.data.map((n: { id: string }) => n.id);
    expect(theirs.filter((id: string) => mine.includes(id))).toEqual([]);
  });
});

describe('marking read', () => {
  it('marks one read (unread count down by one), keeps its first reading time, and lists unread only on request', async () => {
    const before = (await list({ token: reader })).body;
    const id = before.data[0].id;
    const r = await api.call('POST', `/account/notifications/${id}/actions/mark-read`, { token: writer });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, readAt: api.clock.now().toISOString() });
    api.clock.advance(60_000);
    const again = await api.call('POST', `/account/notifications/${id}/actions/mark-read`, { token: writer });
    expect(again.body.readAt).toBe(r.body.readAt);
    const after = (await list({ token: reader, query: { unread: 'true' } })).body;
    expect(after.unread).toBe(before.unread - 1);
    expect(after.data.map((n: { id: string }) => n.id)).not.toContain(id);
  });

  it('answers 404 for another account’s notification and for one that does not exist, changing nothing', async () => {
    const id = (await list({ token: reader })).body.data[1].id;
    const r = await api.call('POST', `/account/notifications/${id}/actions/mark-read`, { token: olof });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('not_found');
    expect(r.body.detail).toBe(`Notification ${id} was not found on this account`);
    expect((await list({ token: reader })).body.data[1].readAt).toBeNull();
    const none = await api.call('POST', '/account/notifications/2147483647/actions/mark-read', { token: writer });
    expect(none.status).toBe(404);
    const bad = await api.call('POST', '/account/notifications/abc/actions/mark-read', { token: writer });
    expect(bad.status).toBe(404);
  });

  it('needs write:account to mark', async () => {
    const id = (await list({ token: reader })).body.data[1].id;
    const r = await api.call('POST', `/account/notifications/${id}/actions/mark-read`, { token: reader });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
  });

  it('marks all read from the dashboard session, leaving another account’s unread', async () => {
    const olofBefore = (await list({ token: olof })).body.unread;
    const r = await api.call('POST', '/account/notifications/actions/mark-all-read', { cookie });
    expect(r.status).toBe(200);
    expect(r.body.unread).toBe(0);
    expect(r.body.marked).toBeGreaterThan(0);
    expect((await list({ cookie })).body.unread).toBe(0);
    expect((await list({ token: olof })).body.unread).toBe(olofBefore);
  });
});
