// The installer's catalogue, listings, settings, single sign-on and the held
// backup deletion; ownership (another account's installs and backups are 403 or
// not found) and the errors of each operation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { appBackups, appInstalls } from '@server/db/schema/apps';
import { jobs } from '@server/db/schema/core';
import { services } from '@server/db/schema/services';
import { startApi, type TestApi } from '@server/test/harness';
import { DEMO, OLOF, callers, runTask, type Callers } from './installer-test-kit';
import { SCHEDULED_BACKUPS_JOB, nextRunAt, scheduledBackupsStep } from './scheduled-backups';

let api: TestApi;
let who: Callers;
let installId: string;
let backupId: string;

const get = (path: string, query: Record<string, string | number>, token = who.reader) =>
  api.call('GET', path, { token, query });
const approve = (paId: string) =>
  api.call('POST', `/pending-actions/${paId}/approve`, { cookie: who.cookie, body: {} });

beforeAll(async () => {
  api = await startApi();
  who = await callers(api);
  const r = await api.call('POST', '/apps', {
    token: who.writer,
    body: {
      input: DEMO,
      app_id: 4,
      path: 'forum',
      site_name: 'Nordlight forum',
      admin_username: 'forumadmin',
      admin_email: 'forum@nordlight-studio.com',
      admin_password: 'a long forum password',
      auto_backup: 'off',
    },
  });
  installId = r.body.task.installId;
  await runTask(api, r.body.task.id);
  const b = await api.call('POST', '/apps/actions/backup', {
    token: who.writer,
    body: { input: DEMO, install_id: installId },
  });
  await runTask(api, b.body.task.id);
  backupId = (await api.db.select().from(appBackups).where(eq(appBackups.installId, installId)))[0]!.id;
});
afterAll(() => api.close());

describe('the catalogue', () => {
  it('lists every app with its latest release, by name', async () => {
    const r = await get('/apps/available', { input: DEMO });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(10);
    expect(r.body.data[0]).toMatchObject({ name: 'DokuWiki', version: '2025-05-14a', needsDatabase: false });
    expect(r.body.data.find((a: { appId: number }) => a.appId === 26)).toMatchObject({
      name: 'WordPress',
      version: '6.8.3',
      minPhpVersion: '7.4',
      diskMb: 68,
    });
  });

  it('filters by category and words, and pages with a cursor', async () => {
    const wikis = await get('/apps/available', { input: DEMO, category: 'wikis' });
    expect(wikis.body.data.map((a: { name: string }) => a.name)).toEqual(['DokuWiki', 'MediaWiki']);
    const shop = await get('/apps/available', { input: DEMO, q: 'SHOP' });
    expect(shop.body.data.map((a: { name: string }) => a.name)).toEqual(['PrestaShop']);
    const first = await get('/apps/available', { input: DEMO, limit: 4 });
    expect(first.body).toMatchObject({ hasMore: true, total: 10 });
    const second = await get('/apps/available', { input: DEMO, limit: 4, cursor: first.body.nextCursor });
    const names = [...first.body.data, ...second.body.data].map((a: { name: string }) => a.name);
    expect(new Set(names).size).toBe(8);
    expect(names[4]).toBe('Matomo');
    const bad = await get('/apps/available', { input: DEMO, cursor: 'nonsense' });
    expect(bad.status).toBe(400);
  });
});

describe('listings', () => {
  it('pages the installed apps and the backups, and 400s a crafted cursor', async () => {
    const apps = await get('/apps', { input: DEMO });
    expect(apps.body.data).toContainEqual(
      expect.objectContaining({ id: installId, appName: 'phpBB', autoBackup: 'off' }),
    );
    // the newest install first
    expect(apps.body.data[0].id).toBe(installId);
    const backups = await get('/apps/backups', { input: DEMO, install_id: installId });
    expect(backups.body).toMatchObject({ total: 1, data: [{ id: backupId, installId, includesFiles: true }] });
    const all = await get('/apps/backups', { input: DEMO, limit: 1 });
    expect(all.body.data[0].id).toBe(backupId);
    const crafted = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    expect((await get('/apps/backups', { input: DEMO, cursor: crafted })).status).toBe(400);
  });

  it('lists the activity newest first, filtered by install and status', async () => {
    const all = await get('/apps/activity', { input: DEMO, install_id: installId });
    expect(all.body.data.map((t: { kind: string }) => t.kind)).toEqual(['backup', 'install']);
    const page = await get('/apps/activity', { input: DEMO, install_id: installId, limit: 1 });
    const next = await get('/apps/activity', {
      input: DEMO,
      install_id: installId,
      limit: 1,
      cursor: page.body.nextCursor,
    });
    expect(next.body.data[0].kind).toBe('install');
    const running = await get('/apps/activity', { input: DEMO, status: 'running' });
    expect(running.body.data).toEqual([]);
  });

  it('shows a task under way before the finished ones', async () => {
    const r = await api.call('POST', '/apps/actions/backup', {
      token: who.writer,
      body: { input: DEMO, install_id: installId, note: 'while it runs' },
    });
    await runDueJobs(api.deps);
    const list = await get('/apps/activity', { input: DEMO });
    expect(list.body.data[0]).toMatchObject({ id: r.body.task.id, status: 'running' });
    await runTask(api, r.body.task.id);
  });

  it('reads one app with its backups', async () => {
    const r = await get('/apps/detail', { input: DEMO, install_id: installId });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ appName: 'phpBB', backups: 2, adminUrl: `https://${DEMO}/forum/adm/` });
    const newest = (await api.db.select().from(appBackups).where(eq(appBackups.installId, installId))).sort(
      (x, y) => y.createdAt.getTime() - x.createdAt.getTime(),
    )[0]!;
    expect(r.body.lastBackupAt).toBe(newest.createdAt.toISOString());
    expect(newest.note).toBe('while it runs');
    expect((await get('/apps/detail', { input: DEMO, install_id: 'app_nosuchthing' })).status).toBe(404);
  });
});

describe('another account', () => {
  it("is refused the demo's installs: 403 through its input, 403 not_owned through its own", async () => {
    const viaInput = await get('/apps', { input: DEMO }, who.olof);
    expect(viaInput.status).toBe(403);
    expect(viaInput.body.code).toBe('domain_not_owned');
    const own = { input: OLOF, install_id: installId };
    const calls = [
      await get('/apps/detail', own, who.olof),
      await get('/apps/backups', own, who.olof),
      await get('/apps/activity', own, who.olof),
      await api.call('PATCH', '/apps', { token: who.olof, body: own }),
      await api.call('DELETE', '/apps', { token: who.olof, query: own }),
      await api.call('POST', '/apps/actions/backup', { token: who.olof, body: own }),
      await api.call('POST', '/apps/actions/sso', { token: who.olof, body: own }),
      await api.call('PATCH', '/apps/settings', { token: who.olof, body: { ...own, auto_upgrade: false } }),
    ];
    for (const r of calls) expect([r.status, r.body.code]).toEqual([403, 'not_owned']);
    expect((await api.db.select().from(appInstalls).where(eq(appInstalls.id, installId)))[0]!.status).toBe('installed');
  });

  it("does not find the demo's backups: 403 through its input, 404 by the id alone", async () => {
    const viaInput = await api.call('DELETE', '/apps/backups', {
      token: who.olof,
      query: { input: DEMO, backup_id: backupId },
    });
    expect([viaInput.status, viaInput.body.code]).toEqual([403, 'domain_not_owned']);
    const byId = await api.call('DELETE', '/apps/backups', {
      token: who.olof,
      query: { input: OLOF, backup_id: backupId },
    });
    expect([byId.status, byId.body.code]).toEqual([404, 'not_found']);
    const listed = await get('/apps/backups', { input: OLOF }, who.olof);
    expect(listed.body.data).toEqual([]);
  });
});

describe('deleting a backup', () => {
  it('is held with a preview naming the backup, and deletes only on approval', async () => {
    const r = await api.call('DELETE', '/apps/backups', {
      token: who.writer,
      query: { input: DEMO, backup_id: backupId },
    });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('confirmation_required');
    const preview = Object.fromEntries(r.body.preview.map((p: { label: string; value: string }) => [p.label, p.value]));
    // what the customer knows a backup by: its kind and when it was taken, never its id
    expect(preview.Backup).not.toContain(backupId);
    expect(preview.Install).not.toContain(installId);
    expect(preview.Install).toContain(`phpBB at https://${DEMO}/forum/`);
    expect(preview.Size).toMatch(/^\d+(\.\d+)? [kMG]?B$/);
    expect(preview.Taken).toMatch(/^\d{1,2} \w+ \d{4}, \d\d:\d\d UTC$/);
    expect(await api.db.select().from(appBackups).where(eq(appBackups.id, backupId))).toHaveLength(1);
    const approved = await approve(r.body.pendingActionId);
    expect(approved.body).toMatchObject({ status: 'approved', result: { deleted: backupId, installId } });
    expect(await api.db.select().from(appBackups).where(eq(appBackups.id, backupId))).toEqual([]);
  });

  it('is 404 for an id no backup has', async () => {
    const r = await api.call('DELETE', '/apps/backups', {
      token: who.writer,
      query: { input: DEMO, backup_id: 'bak_nothing' },
    });
    expect([r.status, r.body.code]).toEqual([404, 'not_found']);
  });
});

describe('single sign-on', () => {
  it('gives a link valid 5 minutes that signs in to the admin once', async () => {
    const r = await api.call('POST', '/apps/actions/sso', {
      token: who.writer,
      body: { input: DEMO, install_id: installId },
    });
    expect(r.status).toBe(200);
    expect(r.body.installId).toBe(installId);
    expect(new Date(r.body.expiresAt).getTime() - api.clock.now().getTime()).toBe(5 * 60_000);
    const path = new URL(r.body.url).pathname;
    expect(path).toMatch(/^\/sandbox\/app-login\/ol_\w+\.\w+$/);
    const page = await api.app.request(path);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Signed in to phpBB as <strong>forumadmin</strong>');
    expect(text).toContain(`https://${DEMO}/forum/adm/`);
    expect((await api.app.request(path)).status).toBe(410);
  });

  it('refuses an expired link and a forged one', async () => {
    const r = await api.call('POST', '/apps/actions/sso', {
      token: who.writer,
      body: { input: DEMO, install_id: installId },
    });
    const path = new URL(r.body.url).pathname;
    expect((await api.app.request(`${path.split('.')[0]}.forged`)).status).toBe(404);
    api.clock.advance(5 * 60_000);
    const late = await api.app.request(path);
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('expired');
  });

  it('is 404 for an unknown install', async () => {
    const r = await api.call('POST', '/apps/actions/sso', {
      token: who.writer,
      body: { input: DEMO, install_id: 'app_unknown' },
    });
    expect(r.status).toBe(404);
  });
});

describe('settings', () => {
  it('change auto-upgrade, automatic backups and the rotation, and answer the detail', async () => {
    const r = await api.call('PATCH', '/apps/settings', {
      token: who.writer,
      body: { input: DEMO, install_id: installId, auto_upgrade: false, auto_backup: 'daily', backup_rotation: 5 },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: installId, autoUpgrade: false, autoBackup: 'daily', backupRotation: 5 });
    const scheduled = await api.db.select().from(jobs).where(eq(jobs.kind, SCHEDULED_BACKUPS_JOB));
    expect(scheduled).toHaveLength(1);
  });

  it('take the automatic backups when the daily run comes, once a day', async () => {
    // area.ts declares the job kind; its step runs here the way the runner runs it
    const [job] = await api.db.select().from(jobs).where(eq(jobs.kind, SCHEDULED_BACKUPS_JOB));
    const before = await api.db.select().from(appBackups).where(eq(appBackups.installId, installId));
    const now = api.clock.now();
    api.clock.advance(nextRunAt(now).getTime() - now.getTime());
    expect(job!.runAt).toEqual(api.clock.now());
    const step = await api.db.transaction((tx) => scheduledBackupsStep(tx, job!, api.deps));
    expect(step).toMatchObject({ state: 'running', runInMs: 86_400_000 });
    const after = await api.db.select().from(appBackups).where(eq(appBackups.installId, installId));
    expect(after.length).toBe(before.length + 1);
    expect(after.find((b) => b.kind === 'scheduled')).toMatchObject({ note: 'Automatic daily backup' });
    const again = await api.db.transaction((tx) => scheduledBackupsStep(tx, job!, api.deps));
    expect(again).toMatchObject({ stage: expect.stringMatching(/^0 app backups taken/) });
  });

  it('are 422 without a setting to change', async () => {
    const r = await api.call('PATCH', '/apps/settings', {
      token: who.writer,
      body: { input: DEMO, install_id: installId },
    });
    expect(r.status).toBe(422);
  });

  it('are 403 for a token without write:hosting', async () => {
    const r = await api.call('PATCH', '/apps/settings', {
      token: who.reader,
      body: { input: DEMO, install_id: installId, auto_upgrade: true },
    });
    expect([r.status, r.body.code]).toEqual([403, 'insufficient_scope']);
  });
});

describe('an account that cannot change', () => {
  it('is 404 for a domain no hosting account serves', async () => {
    const r = await get('/apps', { input: 'nordlight.se' });
    expect([r.status, r.body.code]).toEqual([404, 'not_found']);
    const install = await api.call('POST', '/apps', {
      token: who.writer,
      body: {
        input: 'nordlight.se',
        app_id: 21,
        site_name: 'Wiki',
        admin_username: 'wikiadmin',
        admin_email: 'wiki@nordlight.se',
        admin_password: 'a long wiki password',
      },
    });
    expect(install.status).toBe(404);
  });

  it('is 409 for every change while suspended, and still readable', async () => {
    const [svc] = await api.db
      .update(services)
      .set({ status: 'suspended' })
      .where(eq(services.domain, DEMO))
      .returning();
    const own = { input: DEMO, install_id: installId };
    const calls = [
      await api.call('PATCH', '/apps/settings', { token: who.writer, body: { ...own, auto_upgrade: true } }),
      await api.call('POST', '/apps/actions/sso', { token: who.writer, body: own }),
      await api.call('POST', '/apps/actions/backup', { token: who.writer, body: own }),
      await api.call('DELETE', '/apps', { token: who.writer, query: own }),
      await api.call('DELETE', '/apps/backups', { token: who.writer, query: { input: DEMO, backup_id: 'bak_any' } }),
    ];
    for (const r of calls) expect([r.status, r.body.code]).toEqual([409, 'conflict']);
    expect(calls[0]!.body.detail).toContain('suspended');
    expect((await get('/apps/detail', own)).status).toBe(200);
    await api.db.update(services).set({ status: 'active' }).where(eq(services.id, svc!.id));
  });
});
