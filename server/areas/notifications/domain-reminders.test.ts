// Domain expiry reminders on the job clock: the seeded nordlight.se (12 days
// left, auto-renewal off) gets its 30-day reminder, then the 7-day one, then the
// after-expiry one, each once however often the jobs run; a domain whose
// auto-renewal the balance pays gets none, one whose balance does not gets one;
// with the expiry switch off the notice is in the centre but not mailed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { accounts } from '@server/db/schema/account';
import { APP_URL, startApi, type TestApi } from '@server/test/harness';
import { stageOf } from './domain-reminders';
import { noticeMails, toldAbout } from './notices-test-kit';

const DAY = 86_400_000;
const twice = async (api: TestApi) => {
  await runDueJobs(api.deps);
  await runDueJobs(api.deps);
};

describe('which reminder is due', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  it('30 days to 7 days before, then the last week, then five days after expiry', () => {
    expect(stageOf({ expiresAt: at(31), renewal: 'off' }, now)).toBeNull();
    expect(stageOf({ expiresAt: at(30), renewal: 'off' }, now)).toBe('30d');
    expect(stageOf({ expiresAt: at(8), renewal: 'unpaid' }, now)).toBe('30d');
    expect(stageOf({ expiresAt: at(7), renewal: 'off' }, now)).toBe('7d');
    expect(stageOf({ expiresAt: at(-1), renewal: 'off' }, now)).toBe('expired');
    expect(stageOf({ expiresAt: at(-5), renewal: 'off' }, now)).toBeNull();
  });
  it('none before expiry when the auto-renewal will be paid, the after-expiry one all the same', () => {
    expect(stageOf({ expiresAt: at(12), renewal: 'covered' }, now)).toBeNull();
    expect(stageOf({ expiresAt: at(3), renewal: 'covered' }, now)).toBeNull();
    expect(stageOf({ expiresAt: at(-2), renewal: 'covered' }, now)).toBe('expired');
  });
});

describe('expiry reminders on the job clock', () => {
  let api: TestApi;
  let demo: number;
  let berg: number;
  beforeAll(async () => {
    api = await startApi();
    demo = await api.accountId('demo@example.com');
    berg = await api.accountId('maria@example.com');
  });
  afterAll(() => api.close());

  it('sends the 30-day reminder for nordlight.se once, in the centre and by mail with a working link', async () => {
    await twice(api);
    const told = await toldAbout(api.db, demo, 'nordlight.se');
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toMatch(/^nordlight\.se expires in 1[12] days$/);
    expect(told[0]!).toMatchObject({ kind: 'domain.expiry', link: '/domains/nordlight.se', readAt: null });
    expect(told[0]!.body).toContain('Auto-renewal is off');
    // the expiry day in the demo's formats (British English, never chosen otherwise), the zone said
    expect(told[0]!.body).toMatch(/^nordlight\.se expires in 1[12] days, on \d{1,2} [A-Z][a-z]{2} \d{4} \(UTC\)\.$/m);
    const mails = await noticeMails(api.db, 'domain.expiry', 'nordlight.se');
    expect(mails.map((m) => m.to)).toEqual(['demo@example.com']);
    expect(mails[0]!.body).toContain(`${APP_URL}/domains/nordlight.se`);
  });

  it('sends none for maria-berg.se, whose auto-renewal the balance pays', async () => {
    expect(await toldAbout(api.db, berg, 'maria-berg.se')).toEqual([]);
  });

  it('sends the 7-day reminder once a week is left, once', async () => {
    api.clock.advance(6 * DAY);
    await twice(api);
    const told = await toldAbout(api.db, demo, 'nordlight.se');
    expect(told).toHaveLength(2);
    expect(told[1]!.title).toMatch(/^nordlight\.se expires in [56] days$/);
    expect(await noticeMails(api.db, 'domain.expiry', 'nordlight.se')).toHaveLength(2);
  });

  it('sends the after-expiry notice once, within five days of expiry', async () => {
    api.clock.advance(7 * DAY);
    await twice(api);
    api.clock.advance(DAY);
    await twice(api);
    const told = await toldAbout(api.db, demo, 'nordlight.se');
    expect(told.map((t) => t.title).slice(2)).toEqual(['nordlight.se has expired']);
    expect(await noticeMails(api.db, 'domain.expiry', 'nordlight.se has expired')).toHaveLength(1);
  });
});

describe('preferences and unpayable auto-renewals', () => {
  let api: TestApi;
  let berg: number;
  beforeAll(async () => {
    api = await startApi();
    // Before any job runs: Berg's balance no longer covers the renewal of maria-berg.se (25 days left).
    berg = await api.accountId('maria@example.com');
    await api.db.update(accounts).set({ balanceCents: 0 }).where(eq(accounts.id, berg));
  });
  afterAll(() => api.close());

  it('tells but does not mail when the expiry switch is off', async () => {
    const cookie = await api.login();
    const off = await api.call('PATCH', '/account/preferences', { cookie, body: { notifications: { expiry: false } } });
    expect(off.status).toBe(200);
    await twice(api);
    expect(await toldAbout(api.db, await api.accountId('demo@example.com'), 'nordlight.se')).toHaveLength(1);
    expect(await noticeMails(api.db, 'domain.expiry', 'nordlight.se')).toEqual([]);
  });

  it('reminds of an auto-renewing domain when the balance cannot pay it', async () => {
    // Demo's switch is its own: Berg's stays on, and Berg is mailed.
    const told = await toldAbout(api.db, berg, 'maria-berg.se');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('Auto-renewal is on, but the renewal is not paid');
    expect((await noticeMails(api.db, 'domain.expiry', 'maria-berg.se')).map((m) => m.to)).toEqual([
      'maria@example.com',
    ]);
  });
});
