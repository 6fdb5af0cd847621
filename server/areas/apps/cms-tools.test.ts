// The CMS tools through the real API: the held admin password reset and
// restore, the one-time admin login link and the page that redeems it, the
// import as a queued task with stages, and the web cache.
import { rowsOf } from '@server/db/customer-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { verifyPassword } from '@server/core/crypto';
import { appBackups, appInstalls, appTasks } from '@server/db/schema/apps';
import { startApi, type TestApi } from '@server/test/harness';

const STUDIO = 'nordlight-studio.com';
const DEMO = 'app_nordlightwp';

let api: TestApi;
let reader: string;
let writer: string;
let olof: string;
let cookie: string;

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:hosting']);
  writer = await api.token(['read:hosting', 'write:hosting']);
  olof = await api.token(['read:hosting', 'write:hosting'], { accountEmail: 'olof@example.org' });
  cookie = await api.login();
});
afterAll(() => api.close());

let n = 0;
const post = (path: string, body: Record<string, unknown>, token = writer) =>
  api.call('POST', path, { token, body: { input: STUDIO, install_id: DEMO, attempt_key: `k${++n}`, ...body } });
const approve = (id: string) => api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} });
const adminPass = async () =>
  (
    await rowsOf<{ p: string }>(
      api.node,
      sql`select user_pass as p from nordligh_wp.wp_users where user_login = 'admin'`,
    )
  )[0]!.p;

describe('POST /cms/admin-password-reset (hold)', () => {
  it('changes nothing on the call; on approval the new password is shown once and its hash stored', async () => {
    const before = await adminPass();
    const hold = await post('/cms/admin-password-reset', {});
    expect(hold.status).toBe(200);
    expect(hold.body.status).toBe('confirmation_required');
    expect(hold.body.preview.find((p: { label: string }) => p.label === 'Administrator').value).toMatch(/^admin /);
    expect(await adminPass()).toBe(before);
    const done = await approve(hold.body.pendingActionId);
    expect(done.body.status).toBe('approved');
    const { password, username } = done.body.result;
    expect(username).toBe('admin');
    expect(password).toHaveLength(24);
    const stored = await adminPass();
    expect(stored).not.toContain(password);
    expect(await verifyPassword(password, stored)).toBe(true);
  });

  it('answers 404 for an unknown user, 422 for one who is no administrator, 403 for another account', async () => {
    expect((await post('/cms/admin-password-reset', { username: 'nobody' })).status).toBe(404);
    await api.node
      .execute(sql`insert into nordligh_wp.wp_users (user_login, user_email, display_name, role, user_pass, user_registered)
      values ('ed', 'ed@nordlight-studio.com', 'Ed', 'editor', 'x', now())`);
    const editor = await post('/cms/admin-password-reset', { username: 'ed' });
    expect(editor.status).toBe(422);
    expect(editor.body.errors[0].path).toBe('username');
    const other = await post('/cms/admin-password-reset', { input: 'sandandsons.fi' }, olof);
    expect(other.body.code).toBe('not_owned');
  });
});

describe('POST /cms/admin-link', () => {
  const open = async (url: string) => {
    const res = await api.app.request(new URL(url).pathname);
    return { status: res.status, text: await res.text() };
  };

  it('gives a single-use link whose page shows the admin signed in, with the site as it is', async () => {
    const r = await post('/cms/admin-link', {});
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ installId: DEMO, username: 'admin' });
    expect(r.body.url).toMatch(/^http:\/\/dashboard\.test\/sandbox\/cms-admin\/ol_/);
    const first = await open(r.body.url);
    expect(first.status).toBe(200);
    expect(first.text).toContain(
      'Signed in to the WordPress admin of https://nordlight-studio.com/ as admin (administrator)',
    );
    expect(first.text).toContain('Legacy Slider');
    const second = await open(r.body.url);
    expect(second.status).toBe(410);
    expect(second.text).toContain('works only once');
    const forged = await open(`${r.body.url.split('.').slice(0, -1).join('.')}.wrongsecret`);
    expect(forged.status).toBe(404);
  });

  it('expires after 5 minutes; 404 for a user the site lacks; 403 for another account', async () => {
    const r = await post('/cms/admin-link', {});
    api.clock.advance(5 * 60_000 + 1);
    expect((await open(r.body.url)).status).toBe(410);
    expect((await post('/cms/admin-link', { username: 'ghost' })).status).toBe(404);
    const other = await post('/cms/admin-link', { input: 'sandandsons.fi' }, olof);
    expect(other.status).toBe(403);
  });
});

describe('POST /cms/restore (hold)', () => {
  it('restores a backup of the install only on approval, after a restore point', async () => {
    const [backup] = await api.db.select().from(appBackups).where(eq(appBackups.installId, DEMO));
    const title = async () =>
      (
        await rowsOf<{ v: string }>(
          api.node,
          sql`select option_value as v from nordligh_wp.wp_options where option_name = 'blogname'`,
        )
      )[0]!.v;
    await api.node.execute(
      sql`update nordligh_wp.wp_options set option_value = 'Renamed' where option_name = 'blogname'`,
    );
    const hold = await post('/cms/restore', { backup_id: backup!.id, restore: 'database' });
    expect(hold.body.status).toBe('confirmation_required');
    expect(await title()).toBe('Renamed');
    const done = await approve(hold.body.pendingActionId);
    expect(done.body).toMatchObject({ status: 'approved', result: { restored: 'database', backupId: backup!.id } });
    expect(await title()).toBe('Nordlight Studio');
    const [point] = await api.db.select().from(appBackups).where(eq(appBackups.id, done.body.result.restorePointId));
    expect(point).toMatchObject({
      kind: 'restore_point',
      installId: DEMO,
    });
    // the backup by its time in words, never its id
    expect(point!.note).toMatch(/^Before restoring the backup of \d{1,2} \w+ \d{4}, \d\d:\d\d UTC$/);
    const [task] = await api.db.select().from(appTasks).where(eq(appTasks.id, done.body.result.taskId));
    expect(task).toMatchObject({ kind: 'restore', status: 'succeeded', rollbackBackupId: point!.id });
  });

  it('answers 404 for a backup of another install or none, 403 for another account', async () => {
    const [backup] = await api.db.select().from(appBackups).where(eq(appBackups.installId, DEMO));
    const staging = await post('/cms/restore', { install_id: 'app_nordlightstg', backup_id: backup!.id });
    expect(staging.status).toBe(404);
    expect(staging.body.detail).toContain('No backup');
    expect((await post('/cms/restore', { backup_id: 'bak_nothing' })).status).toBe(404);
    const other = await post('/cms/restore', { input: 'sandandsons.fi', backup_id: backup!.id }, olof);
    expect(other.status).toBe(403);
  });
});

describe('POST /cms/import', () => {
  async function runTask(taskId: string) {
    for (let i = 0; i < 8; i++) {
      api.clock.advance(2_500);
      await runDueJobs(api.deps);
    }
    return (await api.db.select().from(appTasks).where(eq(appTasks.id, taskId)))[0]!;
  }

  it('imports a directory of the account through its stages, shown in the activity', async () => {
    const r = await post('/cms/import', { input: 'nordlight-prints.com', source: 'local', source_path: 'old-site' });
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ status: 'queued', source: 'local' });
    const task = await runTask(r.body.taskId);
    expect(task.status).toBe('succeeded');
    expect(task.steps.map((s) => `${s.name}:${s.status}`)).toEqual([
      'connect:succeeded',
      'copy files:skipped',
      'copy database:succeeded',
      'register:succeeded',
    ]);
    const [row] = await api.db.select().from(appInstalls).where(eq(appInstalls.id, task.installId!));
    expect(row).toMatchObject({ domain: 'nordlight-prints.com', path: 'old-site', version: '6.7.2' });
    const activity = await api.call('GET', '/apps/activity', { token: reader, query: { input: STUDIO } });
    expect(activity.status).toBe(200);
    expect(activity.body.data.find((t: { id: string }) => t.id === task.id)).toMatchObject({
      kind: 'import',
      status: 'succeeded',
      progress: 100,
    });
    // The directory holds an install now: importing it again is 409 at once.
    const again = await post('/cms/import', {
      input: 'nordlight-prints.com',
      source: 'local',
      source_path: 'old-site',
    });
    expect(again.status).toBe(409);
  });

  it('fails the connect stage for a remote host that does not resolve or cannot be reached', async () => {
    const remote = (host: string) =>
      post('/cms/import', {
        source: 'remote',
        target_path: `moved-${n}`,
        remote: { protocol: 'sftp', host, username: 'old', password: 'secret-pass' },
      });
    const dns = await remote('old-host.invalid');
    let task = await runTask(dns.body.taskId);
    expect(task.status).toBe('failed');
    expect(task.steps[0]).toMatchObject({ name: 'connect', status: 'failed' });
    expect(task.message).toContain('does not resolve');
    expect(JSON.stringify(task.params)).not.toContain('secret-pass');
    const lan = await remote('192.168.1.20');
    task = await runTask(lan.body.taskId);
    expect(task.message).toContain('private address');
    const ok = await remote('old-host.example.net');
    task = await runTask(ok.body.taskId);
    expect(task.status).toBe('succeeded');
    expect(task.steps[0]!.detail).toBe('Connected to old-host.example.net:22 over SFTP as old');
  });

  it('refuses missing details (422) and another account (403)', async () => {
    const noRemote = await post('/cms/import', { source: 'remote' });
    expect(noRemote.status).toBe(422);
    expect(noRemote.body.errors[0].path).toBe('remote');
    const noPath = await post('/cms/import', { source: 'local' });
    expect(noPath.body.errors[0].path).toBe('source_path');
    const taken = await post('/cms/import', { source: 'local', source_path: '' });
    expect(taken.status).toBe(409);
    const other = await post('/cms/import', { input: STUDIO, source: 'local', source_path: 'x' }, olof);
    expect(other.status).toBe(403);
  });
});

describe('GET /cms/webcache and POST /cms/webcache/purge', () => {
  it('reports the hit rate of the traffic seen, and purges paths or everything', async () => {
    const r = await api.call('GET', '/cms/webcache', { token: reader, query: { input: STUDIO } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      domain: STUDIO,
      enabled: true,
      engine: 'LiteSpeed Cache',
      hitRatePercent: 88.8,
      cachedObjects: 412,
      sizeMb: 38.6,
    });
    const some = await api.call('POST', '/cms/webcache/purge', {
      token: writer,
      body: { input: STUDIO, paths: ['/journal/', '/journal/', '/about/'] },
    });
    expect(some.body).toMatchObject({ purged: 'paths', paths: ['/journal/', '/about/'] });
    let after = await api.call('GET', '/cms/webcache', { token: reader, query: { input: STUDIO } });
    expect(after.body.cachedObjects).toBe(410);
    const all = await api.call('POST', '/cms/webcache/purge', { token: writer, body: { input: STUDIO } });
    expect(all.body).toMatchObject({ purged: 'all', paths: [] });
    after = await api.call('GET', '/cms/webcache', { token: reader, query: { input: STUDIO } });
    expect(after.body).toMatchObject({ cachedObjects: 0, sizeMb: 0, lastPurgedAt: all.body.purgedAt });
  });

  it('has no hit rate before traffic; 404 for a domain without a site; 422 for a bad path; 403 for another account', async () => {
    const archive = await api.call('GET', '/cms/webcache', { token: reader, query: { input: 'studio-archive.se' } });
    expect(archive.body).toMatchObject({ enabled: false, hitRatePercent: null });
    const sub = await api.call('GET', '/cms/webcache', {
      token: reader,
      query: { input: 'blog.nordlight-studio.com' },
    });
    expect(sub.status).toBe(404);
    const nothing = await api.call('POST', '/cms/webcache/purge', {
      token: writer,
      body: { input: 'studio-archive.se' },
    });
    expect(nothing.status).toBe(404);
    const bad = await api.call('POST', '/cms/webcache/purge', { token: writer, body: { input: STUDIO, paths: ['x'] } });
    expect(bad.status).toBe(422);
    const other = await api.call('GET', '/cms/webcache', { token: olof, query: { input: STUDIO } });
    expect(other.status).toBe(403);
  });
});
