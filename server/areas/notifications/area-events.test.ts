// Events other areas tell as they happen: a monitor going down and coming back
// (told once per event, mailed to its alert addresses, or not at all with the
// monitoring switch off) and a restore that has finished (always mailed).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { monitors } from '@server/db/schema/monitoring';
import { setSiteFault } from '@server/infra/web-node';
import { startApi, type TestApi } from '@server/test/harness';
import { noticeMails, toldAbout } from './notices-test-kit';

const STUDIO = 'nordlight-studio.com';
const MINUTE = 60_000;

describe('monitor down and up', () => {
  let api: TestApi;
  let demo: number;
  beforeAll(async () => {
    api = await startApi();
    demo = await api.accountId('demo@example.com');
  });
  afterAll(() => api.close());

  const outage = async () => {
    await setSiteFault(api.db, STUDIO, 'down', api.clock.now());
    for (let i = 0; i < 4; i++) {
      api.clock.advance(5 * MINUTE);
      await runDueJobs(api.deps);
    }
    await setSiteFault(api.db, STUDIO, null, api.clock.now());
    for (let i = 0; i < 2; i++) {
      api.clock.advance(5 * MINUTE);
      await runDueJobs(api.deps);
    }
  };

  it('tells the down and the up once each, mailed to the monitor’s alert addresses', async () => {
    const [m] = await api.db
      .select()
      .from(monitors)
      .where(and(eq(monitors.accountId, demo), eq(monitors.name, 'Studio website')));
    await outage();
    const told = await toldAbout(api.db, demo, '[');
    expect(told.filter((t) => t.title.endsWith('Studio website')).map((t) => [t.kind, t.title])).toEqual([
      ['monitor.down', '[Down] Studio website'],
      ['monitor.up', '[Up] Studio website'],
    ]);
    expect(told[0]!.link).toBe(`/monitoring/${m!.id}`);
    const down = await noticeMails(api.db, 'monitor.down', '[Down] Studio website');
    expect(down.map((d) => d.to)).toEqual(m!.alertEmails);
    expect(await noticeMails(api.db, 'monitor.up', '[Up] Studio website')).toHaveLength(m!.alertEmails.length);
  });

  it('tells but does not mail with the monitoring switch off', async () => {
    const cookie = await api.login();
    await api.call('PATCH', '/account/preferences', { cookie, body: { notifications: { monitoring: false } } });
    await outage();
    const told = (await toldAbout(api.db, demo, '[')).filter((t) => t.title.endsWith('Studio website'));
    expect(told.map((t) => t.kind)).toEqual(['monitor.down', 'monitor.up', 'monitor.down', 'monitor.up']);
    expect(await noticeMails(api.db, 'monitor.down', '[Down] Studio website')).toHaveLength(1);
  });
});

describe('restore finished', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('tells the account once the restore has ended, and mails it', async () => {
    const writer = await api.token(['read:backups', 'write:backups']);
    const cookie = await api.login();
    const list = await api.call('GET', '/backups', { token: writer, query: { input: STUDIO, kind: 'daily' } });
    const backup = list.body.data.at(-1);
    const hold = await api.call('POST', '/backups/restore', {
      token: writer,
      body: { input: STUDIO, backup_id: backup.id, scope: 'files', items: ['/logs'] },
    });
    const ok = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, { cookie, body: {} });
    expect(ok.body.status).toBe('approved');
    for (let i = 0; i < 6; i++) {
      api.clock.advance(1000);
      await runDueJobs(api.deps);
    }
    const demo = await api.accountId('demo@example.com');
    const told = await toldAbout(api.db, demo, `Restore of ${STUDIO}`);
    expect(told.map((t) => t.title)).toEqual([`Restore of ${STUDIO} completed`]);
    expect(told[0]!.body).toContain('items restored');
    const mails = await noticeMails(api.db, 'restore.finished', `Restore of ${STUDIO}`);
    expect(mails.map((m) => m.to)).toEqual(['demo@example.com']);
  });
});
