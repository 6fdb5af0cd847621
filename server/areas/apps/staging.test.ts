// Staging through the real API: `create` answers at once with a copy in the
// same database under its own prefix; `push` is a hold that changes production
// only when a person approves it (with a restore point first), and a rejected
// or expired push changes nothing.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/customer-server';
import { appBackups, appExtensions, appInstalls, appTasks } from '@server/db/schema/apps';
import { startApi, type TestApi } from '@server/test/harness';

const STUDIO = 'nordlight-studio.com';
const DEMO = 'app_nordlightwp';
const STAGING = 'app_nordlightstg';

let api: TestApi;
let writer: string;
let olof: string;
let cookie: string;

beforeAll(async () => {
  api = await startApi();
  writer = await api.token(['read:hosting', 'write:hosting']);
  olof = await api.token(['read:hosting', 'write:hosting'], { accountEmail: 'olof@example.org' });
  cookie = await api.login();
});
afterAll(() => api.close());

let n = 0;
const staging = (body: Record<string, unknown>, token = writer) =>
  api.call('POST', '/cms/staging', {
    token,
    body: { input: STUDIO, install_id: DEMO, attempt_key: `k${++n}`, ...body },
  });
const decide = (id: string, how: 'approve' | 'reject') =>
  api.call('POST', `/pending-actions/${id}/${how}`, { cookie, body: {} });

/** What a push would overwrite on production: its version, plugins and posts. */
async function production() {
  const [row] = await api.db.select().from(appInstalls).where(eq(appInstalls.id, DEMO));
  const ext = await api.db.select().from(appExtensions).where(eq(appExtensions.installId, DEMO));
  const posts = await rowsOf<{ t: string }>(
    api.node,
    sql`select post_title as t from nordligh_wp.wp_posts order by id`,
  );
  return {
    version: row!.version,
    plugins: ext.map((e) => `${e.slug}@${e.version}:${e.active}`).sort(),
    posts: posts.map((p) => p.t),
  };
}

describe('POST /cms/staging create', () => {
  it('copies production at once into the same database under a new prefix, at staging-2', async () => {
    const r = await staging({ action: 'create' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'created',
      installId: DEMO,
      staging: { domain: STUDIO, path: 'staging-2', url: 'https://nordlight-studio.com/staging-2/' },
    });
    const [row] = await api.db.select().from(appInstalls).where(eq(appInstalls.id, r.body.staging.id));
    expect(row).toMatchObject({
      stagingOf: DEMO,
      databaseName: 'nordligh_wp',
      tablePrefix: 'wpstg2_',
      status: 'installed',
    });
    const [{ a, b }] = (await rowsOf<{ a: number; b: number }>(
      api.node,
      sql`select (select count(*)::int from nordligh_wp.wp_posts) as a, (select count(*)::int from nordligh_wp.wpstg2_posts) as b`,
    )) as [{ a: number; b: number }];
    expect(b).toBe(a);
    const [opt] = await rowsOf<{ v: string }>(
      api.node,
      sql`select option_value as v from nordligh_wp.wpstg2_options where option_name = 'siteurl'`,
    );
    expect(opt!.v).toBe('https://nordlight-studio.com/staging-2');
    expect((await api.db.select().from(appExtensions).where(eq(appExtensions.installId, row!.id))).length).toBe(6);
  });

  it('takes target_domain and target_path, and answers 409 when that location is taken', async () => {
    const r = await staging({ action: 'create', target_domain: 'nordlight-prints.com', target_path: 'try' });
    expect(r.body.staging).toMatchObject({ domain: 'nordlight-prints.com', path: 'try' });
    const taken = await staging({ action: 'create', target_domain: 'nordlight-prints.com', target_path: 'try' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('conflict');
    const long = await staging({ action: 'create', target_path: 'a'.repeat(65) });
    expect(long.status).toBe(422);
    const bad = await staging({ action: 'create', target_path: 'a b' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('target_path');
  });

  it('refuses a staging copy of a staging copy (422), unknown installs (404) and other accounts (403)', async () => {
    const nested = await staging({ action: 'create', install_id: STAGING });
    expect(nested.status).toBe(422);
    expect((await staging({ action: 'create', install_id: 'app_none' })).status).toBe(404);
    const other = await staging({ action: 'create', input: 'sandandsons.fi' }, olof);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('not_owned');
  });

  it('answers a retry with the same attempt_key with the first copy, not a second at the next free path', async () => {
    const before = await api.db.select().from(appInstalls).where(eq(appInstalls.stagingOf, DEMO));
    const body = { input: STUDIO, install_id: DEMO, action: 'create', attempt_key: 'staging-once' };
    const first = await api.call('POST', '/cms/staging', { token: writer, body });
    expect(first.status).toBe(200);
    const again = await api.call('POST', '/cms/staging', { token: writer, body });
    expect(again.status).toBe(200);
    expect(again.body.staging).toEqual(first.body.staging);
    const after = await api.db.select().from(appInstalls).where(eq(appInstalls.stagingOf, DEMO));
    expect(after.length).toBe(before.length + 1);
  });
});

describe('POST /cms/staging push', () => {
  it('needs staging_id, and one that is a staging copy of the install', async () => {
    const none = await staging({ action: 'push' });
    expect(none.status).toBe(422);
    expect(none.body.errors[0].path).toBe('staging_id');
    const wrong = await staging({ action: 'push', staging_id: DEMO });
    expect(wrong.status).toBe(422);
    const other = await staging({ action: 'push', input: 'sandandsons.fi', staging_id: STAGING }, olof);
    expect(other.status).toBe(403);
  });

  it('a rejected or expired push changes nothing', async () => {
    const before = await production();
    const rejected = await staging({ action: 'push', staging_id: STAGING });
    expect(rejected.body.status).toBe('confirmation_required');
    expect((await decide(rejected.body.pendingActionId, 'reject')).body.status).toBe('rejected');
    const expired = await staging({ action: 'push', staging_id: STAGING });
    api.clock.advance((api.deps.config.holdTtlMinutes + 1) * 60_000);
    const late = await decide(expired.body.pendingActionId, 'approve');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('hold_expired');
    expect(await production()).toEqual(before);
  });

  it('previews what is overwritten, changes nothing until approved, then pushes with a restore point', async () => {
    const before = await production();
    const hold = await staging({ action: 'push', staging_id: STAGING });
    expect(hold.status).toBe(200);
    expect(hold.body).toMatchObject({ status: 'confirmation_required', operation: 'cmsStagingPush' });
    const preview = Object.fromEntries(
      hold.body.preview.map((p: { label: string; value: string }) => [p.label, p.value]),
    );
    expect(preview['Production (overwritten)']).toBe('https://nordlight-studio.com/');
    expect(preview['Version']).toBe('6.7.1 on both');
    expect(preview['Plugins and themes that differ']).toBe('plugin contact-form-7 6.0.5 → 6.1.1');
    expect(preview['Content now on production']).toMatch(/^\d+ posts, 2 pages, 1 user$/);
    expect(preview['Content after the push']).toMatch(/^\d+ posts, 2 pages, 1 user$/);
    expect(await production()).toEqual(before);

    const approved = await decide(hold.body.pendingActionId, 'approve');
    expect(approved.body).toMatchObject({ status: 'approved', error: null });
    const result = approved.body.result;
    expect(result).toMatchObject({ installId: DEMO, stagingId: STAGING, url: 'https://nordlight-studio.com/' });

    const after = await production();
    expect(after.plugins).toContain('contact-form-7@6.1.1:true');
    expect(after.posts).toContain('Winter exhibition: light in the archipelago');
    const [home] = await rowsOf<{ v: string }>(
      api.node,
      sql`select option_value as v from nordligh_wp.wp_options where option_name = 'home'`,
    );
    expect(home!.v).toBe('https://nordlight-studio.com');

    const [point] = await api.db.select().from(appBackups).where(eq(appBackups.id, result.restorePointId));
    expect(point).toMatchObject({ installId: DEMO, kind: 'restore_point' });
    expect(point!.note).toMatch(/^Before the staging push from https:\/\//);
    const [task] = await api.db
      .select()
      .from(appTasks)
      .where(and(eq(appTasks.installId, DEMO), eq(appTasks.kind, 'push')))
      .orderBy(desc(appTasks.startedAt));
    expect(task).toMatchObject({ id: result.taskId, status: 'succeeded', rollbackBackupId: point!.id });
    expect(task!.steps.map((s) => s.name)).toEqual(['restore point', 'copy database', 'copy files']);

    // The restore point holds production as it was: restoring it would undo the push.
    const snap = point!.snapshot as { site: { posts: { post_title: string }[] } };
    expect(snap.site.posts.map((p) => p.post_title)).toEqual(before.posts);
  });
});
