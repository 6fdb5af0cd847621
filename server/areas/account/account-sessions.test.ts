// The Security page's sessions (docs/decisions/026): the person's live sessions with what they were
// opened from (browser and system from the User-Agent, address, place), this one marked, last seen kept
// to the minute; signing one out, and every other, at once; nothing of another person's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:139.0) Gecko/20100101 Firefox/139.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function loginFrom(userAgent: string, email = 'demo@example.com', password = 'demo-password') {
  const r = await api.call('POST', '/auth/login', {
    body: { email, password },
    headers: { 'x-requested-with': 'fetch', 'user-agent': userAgent },
  });
  expect(r.status).toBe(200);
  return r.headers.get('set-cookie')!.split(';')[0]!;
}
const list = async (cookie: string) => (await api.call('GET', '/account/sessions', { cookie })).body;
const alive = async (cookie: string) => (await api.call('GET', '/auth/session', { cookie })).status === 200;

describe('sessions', () => {
  let desk: string;
  let phone: string;
  beforeAll(async () => {
    desk = await loginFrom(FIREFOX);
    api.clock.advance(60_000);
    phone = await loginFrom(IPHONE);
  });

  it('lists the live sessions, newest first, with browser, system, address and place; this one marked', async () => {
    const { data, total } = await list(desk);
    expect(total).toBe(data.length);
    const [newest, older] = data;
    expect(newest).toMatchObject({
      current: false,
      browser: 'Mobile Safari 17',
      os: 'iOS 17.5',
      device: 'Apple iPhone',
      ip: '127.0.0.1',
      place: 'This computer',
      account: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(older).toMatchObject({ current: true, browser: 'Firefox 139', os: 'Windows 10' });
    expect(newest.id).toMatch(/^ses_[0-9a-f]{24}$/);
    // the handle is neither the cookie nor its stored hash
    expect(JSON.stringify(data)).not.toContain(desk.split('=')[1]!);
  });

  it('keeps last seen to the minute, without a write on every request', async () => {
    const seen = async () => (await list(desk)).data.find((s: { current: boolean }) => s.current).lastSeenAt;
    const first = await seen();
    api.clock.advance(30_000);
    expect(await seen()).toBe(first);
    api.clock.advance(31_000);
    const later = await seen();
    expect(Date.parse(later)).toBe(api.clock.now().getTime());
  });

  it('signs one other session out at once; this one is ended by logging out instead', async () => {
    const other = (await list(desk)).data.find((s: { current: boolean }) => !s.current);
    const r = await api.call('DELETE', `/account/sessions/${other.id}`, { cookie: desk });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(other.id);
    expect(await alive(phone)).toBe(false);
    expect(await alive(desk)).toBe(true);
    const again = await api.call('DELETE', `/account/sessions/${other.id}`, { cookie: desk });
    expect(again.status).toBe(404);

    const me = (await list(desk)).data.find((s: { current: boolean }) => s.current);
    const own = await api.call('DELETE', `/account/sessions/${me.id}`, { cookie: desk });
    expect(own.status).toBe(409);
  });

  it("never reaches another person's session", async () => {
    const olof = await loginFrom(FIREFOX, 'olof@example.org', 'olof-password');
    const theirs = (await list(olof)).data[0];
    const r = await api.call('DELETE', `/account/sessions/${theirs.id}`, { cookie: desk });
    expect(r.status).toBe(404);
    expect(await alive(olof)).toBe(true);
    expect((await list(desk)).data.map((s: { id: string }) => s.id)).not.toContain(theirs.id);
  });

  it('signs out everywhere else', async () => {
    const a = await loginFrom(FIREFOX);
    const b = await loginFrom(IPHONE);
    const r = await api.call('POST', '/account/sessions/actions/sign-out-others', { cookie: desk });
    expect(r.status).toBe(200);
    expect(r.body.ended).toBeGreaterThanOrEqual(2);
    expect(await alive(a)).toBe(false);
    expect(await alive(b)).toBe(false);
    expect(await alive(desk)).toBe(true);
    expect((await list(desk)).data).toHaveLength(1);
  });

  it('is for the web session only', async () => {
    const token = await api.token(['read:account', 'write:account']);
    for (const [method, path] of [
      ['GET', '/account/sessions'],
      ['POST', '/account/sessions/actions/sign-out-others'],
    ] as const) {
      const r = await api.call(method, path, { token });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('session_required');
    }
  });

  it('logging out removes what the session was opened from', async () => {
    const c = await loginFrom(FIREFOX);
    expect((await api.call('POST', '/auth/logout', { cookie: c })).status).toBe(200);
    const rows = await api.db.execute(
      'select count(*)::int as n from session_details d left join sessions s on s.id = d.session_id where s.id is null' as never,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
