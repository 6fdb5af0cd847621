// The installer's tasks through the job runner: an install advancing stage by
// stage (seen in /apps/activity), a CMS install that is a CMS install like any
// other, failed installs leaving nothing behind, upgrades with their restore
// point (and rolled back when the health check fails), back up now with the
// rotation, and an uninstall that drops the database and keeps the backups.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { appBackups, appInstalls } from '@server/db/schema/apps';
import { databases, databaseUsers } from '@server/db/schema/databases';
import { hostingSites } from '@server/db/schema/hosting';
import { services } from '@server/db/schema/services';
import { cmsTablesExist } from '@server/infra/cms-site';
import { startApi, type TestApi } from '@server/test/harness';
import { CMS_APP_ID } from './catalogue';
import { DEMO, callers, nextStage, runTask, taskRow, type Callers } from './installer-test-kit';

let api: TestApi;
let who: Callers;

const JOOMLA = 413;
const MATOMO = 270;
const DRUPAL = 419;
const DOKUWIKI = 21;

const installBody = (o: Record<string, unknown> = {}) => ({
  input: DEMO,
  app_id: JOOMLA,
  path: 'community',
  site_name: 'Nordlight community',
  admin_username: 'nordadmin',
  admin_email: 'admin@nordlight-studio.com',
  admin_password: 'correct horse battery',
  ...o,
});
const install = (o: Record<string, unknown> = {}, token = who.writer) =>
  api.call('POST', '/apps', { token, body: installBody(o) });
const installRow = async (id: string) =>
  (await api.db.select().from(appInstalls).where(eq(appInstalls.id, id)))[0] ?? null;
const databaseRow = async (name: string) =>
  (await api.db.select().from(databases).where(eq(databases.name, name)))[0] ?? null;
const activity = (query: Record<string, string> = {}) =>
  api.call('GET', '/apps/activity', { token: who.reader, query: { input: DEMO, ...query } });

/** An installed app made through the API and the job runner. */
async function installed(o: Record<string, unknown>) {
  const r = await install(o);
  expect(r.status).toBe(202);
  const task = await runTask(api, r.body.task.id);
  expect(task.status).toBe('succeeded');
  return (await installRow(r.body.task.installId))!;
}

beforeAll(async () => {
  api = await startApi();
  who = await callers(api);
});
afterAll(() => api.close());

describe('installing an app', () => {
  let taskId: string;
  let installId: string;

  it('answers 202 with the queued task and holds the location from the request on', async () => {
    const r = await install();
    expect(r.status).toBe(202);
    expect(r.body.target.domain).toBe(DEMO);
    expect(r.body.task).toMatchObject({ kind: 'install', status: 'queued', appName: 'Joomla', progress: 0, steps: [] });
    taskId = r.body.task.id;
    installId = r.body.task.installId;
    expect(await installRow(installId)).toMatchObject({ status: 'installing', path: 'community', version: '5.3.3' });
    // not listed until installed
    const listed = await api.call('GET', '/apps', { token: who.reader, query: { input: DEMO } });
    expect(listed.body.data.map((a: { id: string }) => a.id)).not.toContain(installId);
    const again = await install({ app_id: DOKUWIKI, path: '/community/' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');
    // the app and the place in the customer's words, never the install's id
    expect(again.body.detail).toContain('https://nordlight-studio.com/community/ already holds Joomla');
    expect(again.body.detail).not.toContain(installId);
    expect(again.body.detail).toContain('such as https://nordlight-studio.com/dokuwiki/');
  });

  it('advances stage by stage, each a step in the activity with the progress', async () => {
    await runDueJobs(api.deps);
    let t = (await activity({ install_id: installId })).body.data[0];
    expect(t).toMatchObject({ id: taskId, status: 'running', progress: 20 });
    expect(t.steps.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['check requirements', 'succeeded'],
      ['create database', 'running'],
    ]);
    expect(t.steps[0].detail).toMatch(
      /PHP 8\.3 \(Joomla needs 8\.1 or newer\); 92 MB of files; [\d.]+ [kMGT]?B free of [\d.]+ [kMGT]?B;/,
    );
    // the next stage waits its turn: nothing runs before the gap
    await runDueJobs(api.deps);
    expect((await taskRow(api, taskId)).steps).toHaveLength(2);
    await nextStage(api);
    t = (await activity({ install_id: installId })).body.data[0];
    expect(t.progress).toBe(40);
    expect(t.steps[1]).toMatchObject({ name: 'create database', status: 'succeeded' });
    const row = (await installRow(installId))!;
    expect(row.databaseName).toBe('nordligh_joomla1');
    expect(await databaseRow('nordligh_joomla1')).not.toBeNull();
    expect(await api.deps.infra.databaseNode.exists('nordligh_joomla1')).toBe(true);
    await nextStage(api);
    await nextStage(api);
    await nextStage(api);
    t = (await activity({ install_id: installId })).body.data[0];
    expect(t).toMatchObject({ status: 'succeeded', progress: 100, message: expect.stringContaining('Joomla 5.3.3') });
    expect(t.finishedAt).not.toBeNull();
    expect(t.steps.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['check requirements', 'succeeded'],
      ['create database', 'succeeded'],
      ['copy files', 'succeeded'],
      ['configure', 'succeeded'],
      ['done', 'succeeded'],
    ]);
    expect(await installRow(installId)).toMatchObject({ status: 'installed' });
    // the admin password stays only with the app, as a hash
    const params = (await taskRow(api, taskId)).params;
    expect(params.adminPasswordHash).toBeNull();
    expect(JSON.stringify(params)).not.toContain('correct horse');
  });

  it('is listed and read with its database and admin URL', async () => {
    const list = await api.call('GET', '/apps', { token: who.reader, query: { input: DEMO } });
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(
      expect.objectContaining({
        id: installId,
        appName: 'Joomla',
        version: '5.3.3',
        latestVersion: '5.3.3',
        updateAvailable: false,
        url: `https://${DEMO}/community/`,
      }),
    );
    const detail = await api.call('GET', '/apps/detail', {
      token: who.reader,
      query: { input: DEMO, install_id: installId },
    });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      adminUrl: `https://${DEMO}/community/administrator/`,
      directory: `/home/nordligh/domains/${DEMO}/public_html/community`,
      database: { name: 'nordligh_joomla1', user: 'nordligh_joomla1', host: 'localhost' },
      backups: 0,
      lastBackupAt: null,
    });
  });

  it('answers a retry with the same attempt_key with the first task', async () => {
    const body = { app_id: DOKUWIKI, path: 'wiki', attempt_key: 'wiki-1' };
    const first = await install(body);
    const retry = await install(body);
    expect(first.status).toBe(202);
    expect(retry.status).toBe(202);
    expect(retry.body.task.id).toBe(first.body.task.id);
    const wiki = await runTask(api, first.body.task.id);
    expect(wiki.status).toBe('succeeded');
    // an app without a database skips that stage, and says why
    expect(wiki.steps[1]).toMatchObject({ name: 'create database', status: 'skipped' });
    expect((await installRow(first.body.task.installId))!.databaseName).toBeNull();
  });

  it('refuses an app the catalogue does not have, and a domain the account does not serve', async () => {
    const r = await install({ app_id: 9999 });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].path).toBe('app_id');
    const other = await install({}, who.olof);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('domain_not_owned');
  });
});

describe('a CMS install through the installer', () => {
  it('goes through the CMS provisioning, keeps its id and is a CMS install', async () => {
    const r = await install({ app_id: CMS_APP_ID, path: 'blog', site_name: 'Nordlight journal' });
    expect(r.status).toBe(202);
    const id = r.body.task.installId;
    // while it is being made, the CMS screens still answer (they say it is not installed yet)
    const during = await api.call('GET', '/cms/installs', { token: who.reader, query: { input: DEMO } });
    expect(during.status).toBe(200);
    const task = await runTask(api, r.body.task.id);
    expect(task.status).toBe('succeeded');
    const row = (await installRow(id))!;
    expect(row).toMatchObject({
      appId: CMS_APP_ID,
      status: 'installed',
      tablePrefix: 'wp_',
      siteTitle: 'Nordlight journal',
    });
    expect(await cmsTablesExist(api.deps.infra.databaseNode.sql, { database: row.databaseName!, prefix: 'wp_' })).toBe(
      true,
    );
    const cms = await api.call('GET', '/cms/installs', { token: who.reader, query: { input: DEMO } });
    expect(cms.status).toBe(200);
    expect(cms.body.data.map((i: { id: string }) => i.id)).toContain(id);
  });
});

describe('a failed install', () => {
  it('fails at the requirements check when the site runs too old a PHP, leaving nothing', async () => {
    await api.db.update(hostingSites).set({ phpVersion: '8.1' }).where(eq(hostingSites.domain, 'nordlight-prints.com'));
    const r = await install({ input: 'nordlight-prints.com', app_id: DRUPAL, path: '' });
    expect(r.status).toBe(202);
    const task = await runTask(api, r.body.task.id);
    expect(task.status).toBe('failed');
    expect(task.message).toContain('runs PHP 8.1; Drupal needs PHP 8.3 or newer');
    expect(task.steps).toEqual([expect.objectContaining({ name: 'check requirements', status: 'failed' })]);
    expect(await installRow(r.body.task.installId)).toBeNull();
    await api.db.update(hostingSites).set({ phpVersion: '8.3' }).where(eq(hostingSites.domain, 'nordlight-prints.com'));
  });

  it('removes the database it made when a later stage fails', async () => {
    const r = await install({ app_id: MATOMO, path: 'stats' });
    await runDueJobs(api.deps);
    await nextStage(api);
    const row = (await installRow(r.body.task.installId))!;
    expect(row.databaseName).toBe('nordligh_matomo1');
    expect(await databaseRow('nordligh_matomo1')).not.toBeNull();
    // the account is suspended while the task waits for its next stage
    const [svc] = await api.db
      .update(services)
      .set({ status: 'suspended' })
      .where(eq(services.domain, DEMO))
      .returning();
    await nextStage(api);
    const task = await taskRow(api, r.body.task.id);
    expect(task.status).toBe('failed');
    expect(task.steps.at(-1)).toMatchObject({ name: 'copy files', status: 'failed' });
    expect(task.message).toMatch(/^copy files failed: .*suspended/);
    expect(await installRow(row.id)).toBeNull();
    expect(await databaseRow('nordligh_matomo1')).toBeNull();
    expect(await api.deps.infra.databaseNode.exists('nordligh_matomo1')).toBe(false);
    const users = await api.db.select().from(databaseUsers).where(eq(databaseUsers.username, 'nordligh_matomo1'));
    expect(users).toEqual([]);
    // the failure shows in the activity, filtered by status
    const failed = await activity({ status: 'failed' });
    expect(failed.body.data.map((t: { id: string }) => t.id)).toContain(r.body.task.id);
    expect(failed.body.data.every((t: { status: string }) => t.status === 'failed')).toBe(true);
    await api.db.update(services).set({ status: 'active' }).where(eq(services.id, svc!.id));
  });
});

describe('upgrading', () => {
  let id: string;

  it('goes to the latest release after a restore point, the task naming it', async () => {
    const row = await installed({ app_id: MATOMO, path: 'analytics' });
    id = row.id;
    // an install made when 5.2.2 was current
    await api.db.update(appInstalls).set({ version: '5.2.2' }).where(eq(appInstalls.id, id));
    const listed = await api.call('GET', '/apps', { token: who.reader, query: { input: DEMO } });
    expect(listed.body.data.find((a: { id: string }) => a.id === id)).toMatchObject({
      version: '5.2.2',
      latestVersion: '5.4.0',
      updateAvailable: true,
    });
    const r = await api.call('PATCH', '/apps', { token: who.writer, body: { input: DEMO, install_id: id } });
    expect(r.status).toBe(202);
    expect(r.body.task).toMatchObject({ kind: 'upgrade', status: 'queued' });
    expect((await installRow(id))!.status).toBe('updating');
    const busy = await api.call('PATCH', '/apps', { token: who.writer, body: { input: DEMO, install_id: id } });
    expect(busy.status).toBe(409);
    const task = await runTask(api, r.body.task.id);
    expect(task.status).toBe('succeeded');
    expect(task.steps.map((s) => s.name)).toEqual(['restore point', 'update files', 'health check', 'done']);
    expect(task.rollbackBackupId).toMatch(/^bak_/);
    const point = (await api.db.select().from(appBackups).where(eq(appBackups.id, task.rollbackBackupId!)))[0]!;
    expect(point).toMatchObject({ kind: 'restore_point', version: '5.2.2', installId: id });
    expect(await installRow(id)).toMatchObject({ version: '5.4.0', status: 'installed' });
  });

  it('is 409 on the latest release and 422 for a release the catalogue does not offer', async () => {
    const latest = await api.call('PATCH', '/apps', { token: who.writer, body: { input: DEMO, install_id: id } });
    expect(latest.status).toBe(409);
    expect(latest.body.detail).toContain('latest release already');
    const unknown = await api.call('PATCH', '/apps', {
      token: who.writer,
      body: { input: DEMO, install_id: id, version: '9.9.9' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].path).toBe('version');
  });

  it('is rolled back to its restore point when the health check fails', async () => {
    await api.db.update(appInstalls).set({ version: '5.3.2' }).where(eq(appInstalls.id, id));
    const r = await api.call('PATCH', '/apps', { token: who.writer, body: { input: DEMO, install_id: id } });
    await runDueJobs(api.deps);
    await nextStage(api);
    // the site's PHP is switched off before the new release is checked
    await api.db.update(hostingSites).set({ php: false }).where(eq(hostingSites.domain, DEMO));
    const task = await runTask(api, r.body.task.id);
    await api.db.update(hostingSites).set({ php: true }).where(eq(hostingSites.domain, DEMO));
    expect(task.status).toBe('failed');
    expect(task.steps.map((s) => [s.name, s.status])).toEqual([
      ['restore point', 'succeeded'],
      ['update files', 'succeeded'],
      ['health check', 'failed'],
      ['rollback', 'succeeded'],
    ]);
    expect(task.message).toContain('PHP is switched off');
    expect(await installRow(id)).toMatchObject({ version: '5.3.2', status: 'installed' });
  });
});

describe('backing up now', () => {
  let id: string;

  it('takes a manual backup of what was asked, as a task', async () => {
    id = (await api.db.select().from(appInstalls).where(eq(appInstalls.path, 'analytics')))[0]!.id;
    const r = await api.call('POST', '/apps/actions/backup', {
      token: who.writer,
      body: { input: DEMO, install_id: id, include_files: false, note: 'before the redesign' },
    });
    expect(r.status).toBe(202);
    expect(r.body.task.kind).toBe('backup');
    const twice = await api.call('POST', '/apps/actions/backup', {
      token: who.writer,
      body: { input: DEMO, install_id: id },
    });
    expect(twice.status).toBe(409);
    const task = await runTask(api, r.body.task.id);
    expect(task.status).toBe('succeeded');
    expect(task.steps.map((s) => s.name)).toEqual(['back up', 'rotate']);
    const list = await api.call('GET', '/apps/backups', {
      token: who.reader,
      query: { input: DEMO, install_id: id },
    });
    expect(list.body.data[0]).toMatchObject({
      installId: id,
      appName: 'Matomo',
      includesFiles: false,
      includesDatabase: true,
      note: 'before the redesign',
    });
  });

  it('keeps only the rotation of manual and scheduled backups; restore points stay', async () => {
    const cfg = await api.call('PATCH', '/apps/settings', {
      token: who.writer,
      body: { input: DEMO, install_id: id, backup_rotation: 1 },
    });
    expect(cfg.body.backupRotation).toBe(1);
    const r = await api.call('POST', '/apps/actions/backup', {
      token: who.writer,
      body: { input: DEMO, install_id: id },
    });
    const task = await runTask(api, r.body.task.id);
    expect(task.steps[1]).toMatchObject({
      name: 'rotate',
      status: 'succeeded',
      detail: expect.stringContaining('1 older backup removed'),
    });
    const kinds = (await api.db.select().from(appBackups).where(eq(appBackups.installId, id)))
      .map((b) => b.kind)
      .sort();
    expect(kinds).toEqual(['manual', 'restore_point', 'restore_point']);
  });

  it('is 422 for files left out of an app that has no database', async () => {
    const wiki = (await api.db.select().from(appInstalls).where(eq(appInstalls.path, 'wiki')))[0]!;
    const r = await api.call('POST', '/apps/actions/backup', {
      token: who.writer,
      body: { input: DEMO, install_id: wiki.id, include_files: false },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].path).toBe('include_files');
  });
});

describe('uninstalling', () => {
  it('removes the files, the database with its user and the install, and keeps the backups', async () => {
    const row = (await api.db.select().from(appInstalls).where(eq(appInstalls.path, 'analytics')))[0]!;
    const db = row.databaseName!;
    const r = await api.call('DELETE', '/apps', { token: who.writer, query: { input: DEMO, install_id: row.id } });
    expect(r.status).toBe(202);
    expect(r.body.task.kind).toBe('uninstall');
    expect((await installRow(row.id))!.status).toBe('uninstalling');
    const task = await runTask(api, r.body.task.id);
    expect(task.status).toBe('succeeded');
    expect(task.steps.map((s) => [s.name, s.status])).toEqual([
      ['remove files', 'succeeded'],
      ['remove database', 'succeeded'],
      ['remove install', 'succeeded'],
    ]);
    expect(await installRow(row.id)).toBeNull();
    expect(await databaseRow(db)).toBeNull();
    expect(await api.deps.infra.databaseNode.exists(db)).toBe(false);
    expect(await api.db.select().from(databaseUsers).where(eq(databaseUsers.username, row.databaseUser!))).toEqual([]);
    const kept = await api.call('GET', '/apps/backups', {
      token: who.reader,
      query: { input: DEMO, install_id: row.id },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.total).toBe(3);
    const gone = await api.call('GET', '/apps/detail', {
      token: who.reader,
      query: { input: DEMO, install_id: row.id },
    });
    expect(gone.status).toBe(404);
  });

  it('keeps the database when asked, as an ordinary database of the account', async () => {
    const row = (await api.db.select().from(appInstalls).where(eq(appInstalls.path, 'community')))[0]!;
    const r = await api.call('DELETE', '/apps', {
      token: who.writer,
      query: { input: DEMO, install_id: row.id, keep_database: 'true' },
    });
    const task = await runTask(api, r.body.task.id);
    expect(task.steps[1]).toMatchObject({ name: 'remove database', status: 'skipped' });
    expect(await databaseRow(row.databaseName!)).not.toBeNull();
    const dbs = await api.call('GET', '/databases', {
      token: await api.token(['read:database']),
      query: { input: DEMO },
    });
    expect(dbs.body.data.map((d: { name: string }) => d.name)).toContain(row.databaseName);
  });

  it('is 409 while the install is busy', async () => {
    const r = await install({ app_id: DOKUWIKI, path: 'notes' });
    const busy = await api.call('DELETE', '/apps', {
      token: who.writer,
      query: { input: DEMO, install_id: r.body.task.installId },
    });
    expect(busy.status).toBe(409);
    expect(busy.body.detail).toContain('still being installed');
    await runTask(api, r.body.task.id);
    const rows = await api.db
      .select()
      .from(appInstalls)
      .where(and(eq(appInstalls.id, r.body.task.installId), eq(appInstalls.status, 'installed')));
    expect(rows).toHaveLength(1);
  });
});

describe('a taken location', () => {
  it('suggests a free path when the site root already holds WordPress, one the server then takes', async () => {
    const root = await install({ app_id: CMS_APP_ID, path: '', site_name: 'Second site' });
    expect(root.status).toBe(409);
    expect(root.body.detail).toContain('https://nordlight-studio.com/ already holds WordPress');
    const suggested = /such as https:\/\/nordlight-studio\.com\/([^ ]*)\//.exec(root.body.detail)?.[1];
    expect(suggested).toBe('wordpress');
    const there = await install({ app_id: CMS_APP_ID, path: suggested, site_name: 'Second site' });
    expect(there.status).toBe(202);
    // with that one taken too, the next suggestion is numbered
    const next = await install({ app_id: CMS_APP_ID, path: '', site_name: 'Third site' });
    expect(next.body.detail).toContain('such as https://nordlight-studio.com/wordpress-2/');
  });
});
