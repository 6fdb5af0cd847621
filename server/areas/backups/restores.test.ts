// Restores through the API: the held request and its dry run, approval with
// the safety backup, the job restoring item by item, the report (completed,
// partially completed, failed), cancel, the restores listing, ownership and
// the system-wide daily cap.
import { BYTES_PER_MB } from '@contract/units';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { hostingPlans } from '@server/db/schema/hosting';
import { homeFiles } from '@server/db/schema/infra-web';
import { services } from '@server/db/schema/services';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let reader: string;
let writer: string;
let olof: string;
let cookie: string;
let serviceId: number;
const INPUT = 'nordlight-studio.com';
const STYLE = '/public_html/wp-content/themes/twentytwentyfive/style.css';

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:backups']);
  writer = await api.token(['read:backups', 'write:backups']);
  olof = await api.token(['read:backups', 'write:backups'], { accountEmail: 'olof@example.org' });
  cookie = await api.login();
  const [svc] = await api.db
    .select()
    .from(services)
    .where(and(eq(services.type, 'hosting'), eq(services.domain, INPUT)));
  serviceId = svc!.id;
});
afterAll(() => api.close());

const backups = async (kind = 'daily') =>
  (await api.call('GET', '/backups', { token: reader, query: { input: INPUT, kind, limit: 100 } })).body.data as {
    id: string;
    createdAt: string;
    kind: string;
    note: string | null;
  }[];
const hold = (body: Record<string, unknown>, token = writer) =>
  api.call('POST', '/backups/restore', { token, body: { input: INPUT, ...body } });
const approve = (id: string) => api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} });
const restore = (id: string, token = reader) => api.call('GET', `/backups/restores/${id}`, { token });
const liveFile = async (path: string) =>
  (
    await api.db
      .select()
      .from(homeFiles)
      .where(and(eq(homeFiles.serviceId, serviceId), eq(homeFiles.path, path)))
  )[0];
/** Step the job runner one item at a time. */
const step = async () => {
  api.clock.advance(1000);
  await runDueJobs(api.deps);
};
const preview = (r: { body: { preview: { label: string; value: string }[] } }) =>
  Object.fromEntries(r.body.preview.map((p) => [p.label, p.value]));

describe('the held restore and its dry run', () => {
  it('names what will be overwritten and the newer files replaced, says a safety backup comes first, and changes nothing', async () => {
    const oldest = (await backups()).at(-1)!;
    const before = await liveFile('/logs/access.log');
    const r = await hold({ backup_id: oldest.id, scope: 'files', items: ['/logs', '/public_html/wp-content/themes'] });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('confirmation_required');
    const v = preview(r);
    // the theme's three files and the two logs
    // sizes in the glossary's decimal units (ADR 033), never a 1024-based "MB"
    expect(v.Files).toMatch(/^5 files \(\d+(\.\d+)? (kB|MB)\); 5 overwrite the live copy$/);
    expect(v.Items).toBe(
      '5 items, restored one by one; you can watch it and cancel it while it runs under Backups → Restores',
    );
    expect(v['Newer now than in the backup (replaced by the older copy)']).toContain('/logs/access.log');
    expect(v['Safety backup']).toMatch(/manual backup .* is taken/);
    expect(v['Dry run']).toMatch(/Nothing has been changed yet/);
    expect(v['Disk quota']).toMatch(/frees|adds/);
    expect(await liveFile('/logs/access.log')).toEqual(before);
  });

  it('is not marked irreversible: the safety backup undoes it and it can be cancelled while it runs', async () => {
    const b = (await backups())[0]!;
    const r = await hold({ backup_id: b.id, scope: 'files', items: [STYLE] });
    const pending = await api.call('GET', `/pending-actions/${r.body.pendingActionId}`, { cookie });
    expect(pending.status).toBe(200);
    expect(pending.body.irreversible).toBe(false);
    expect(preview(r).Items).toBe(
      '1 item, restored one by one; you can watch it and cancel it while it runs under Backups → Restores',
    );
    expect(preview(r)['Safety backup']).toMatch(/so this restore can itself be undone$/);
  });

  it('refuses items the backup does not hold with 422 naming each, and items with a full restore', async () => {
    const b = (await backups())[0]!;
    const r = await hold({ backup_id: b.id, scope: 'files', items: ['/public_html/index.php', '/nope'] });
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { path: string }) => e.path)).toEqual(['items.1']);
    const full = await hold({ backup_id: b.id, scope: 'full', items: ['/logs'] });
    expect(full.status).toBe(422);
    expect((await hold({ backup_id: b.id, items: ['../etc'], scope: 'files' })).status).toBe(422);
  });

  it('answers 404 for a backup that does not exist, 403 for another account', async () => {
    expect((await hold({ backup_id: '999999' })).status).toBe(404);
    const b = (await backups())[0]!;
    const other = await hold({ backup_id: b.id }, olof);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('domain_not_owned');
    const byId = await api.call('POST', '/backups/restore', {
      token: olof,
      body: { input: 'sandandsons.fi', backup_id: b.id },
    });
    expect(byId.status).toBe(403);
    expect(byId.body.code).toBe('not_owned');
    const noScope = await hold({ backup_id: b.id }, reader);
    expect(noScope.status).toBe(403);
    expect(noScope.body.code).toBe('insufficient_scope');
  });
});

describe('a suspended account', () => {
  it('cannot be restored into: 409 conflict saying why', async () => {
    const r = await api.call('POST', '/backups/restore', {
      token: writer,
      body: { input: 'oldshop-nordlight.com', backup_id: '1' },
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('conflict');
    expect(r.body.detail).toMatch(/suspended/);
  });
});

describe('an approved restore', () => {
  let restoreId: string;
  let backupAt: string;
  let diskBefore: number;
  let treeBefore: number;
  const diskUsed = async () =>
    (await api.call('GET', '/hosting/usage', { token: await api.token(['read:hosting']), query: { input: INPUT } }))
      .body.diskMb.used as number;
  const treeBytes = async () =>
    (await api.db.select().from(homeFiles).where(eq(homeFiles.serviceId, serviceId))).reduce(
      (n, f) => n + f.sizeBytes,
      0,
    );

  it('takes a safety backup first, then queues the restore', async () => {
    diskBefore = await diskUsed();
    treeBefore = await treeBytes();
    const b = (await backups()).at(-1)!;
    backupAt = b.createdAt;
    const manualBefore = (await backups('manual')).length;
    const r = await hold({ backup_id: b.id, scope: 'files', items: ['/logs', STYLE] });
    const ok = await approve(r.body.pendingActionId);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'approved', error: null });
    restoreId = ok.body.result.restoreId;
    const manual = await backups('manual');
    expect(manual).toHaveLength(manualBefore + 1);
    expect(manual[0]!.id).toBe(ok.body.result.safetyBackupId);
    // the backup it restores from by its kind and time in words, never its id or an ISO stamp
    expect(manual[0]!.note).toMatch(
      new RegExp(`restoring from the ${b.kind} backup of \\d{1,2} \\w+ \\d{4}, \\d\\d:\\d\\d UTC$`),
    );
    const q = await restore(restoreId);
    expect(q.body).toMatchObject({
      status: 'queued',
      progress: 0,
      scope: 'files',
      backupId: b.id,
      safetyBackupId: ok.body.result.safetyBackupId,
      itemsTotal: 3,
      itemsRestored: 0,
    });
  });

  it('restores item by item with progress, then reports completed with the backup’s versions in place', async () => {
    await step();
    const one = await restore(restoreId);
    expect(one.body).toMatchObject({ status: 'running', progress: 33, itemsRestored: 1 });
    expect(one.body.detail).toMatch(/1 of 3 items done/);
    await step();
    expect((await restore(restoreId)).body).toMatchObject({ progress: 66, itemsRestored: 2 });
    await step();
    const done = await restore(restoreId);
    expect(done.body).toMatchObject({ status: 'completed', progress: 100, itemsRestored: 3, itemsFailed: [] });
    expect(done.body.detail).toBe('All 3 items restored');
    const log = await liveFile('/logs/access.log');
    expect(log!.modifiedAt.getTime()).toBeLessThan(new Date(backupAt).getTime());
  });

  it('leaves the hosting disk figure counting the home tree as restored', async () => {
    // the month-old logs are smaller than today's: the restore shrank the tree, and the figure with it
    const after = await diskUsed();
    const tree = await treeBytes();
    expect(treeBefore - tree).toBeGreaterThan(0.5 * BYTES_PER_MB);
    expect(Math.abs(diskBefore - after - (treeBefore - tree) / BYTES_PER_MB)).toBeLessThanOrEqual(0.1);
  });

  it('cannot be cancelled once finished: 409', async () => {
    const r = await api.call('POST', `/backups/restores/${restoreId}/cancel`, { token: writer });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('conflict');
    expect(r.body.detail).toMatch(/is completed already; only a queued or running restore can be cancelled/);
  });
});

describe('cancel', () => {
  it('stops a running restore before its next item; what was restored stays and the detail says so', async () => {
    const b = (await backups())[2]!;
    const r = await hold({ backup_id: b.id, scope: 'files', items: ['/public_html/wp-content/plugins'] });
    const id = (await approve(r.body.pendingActionId)).body.result.restoreId;
    await step();
    const running = await restore(id);
    expect(running.body.status).toBe('running');
    const c = await api.call('POST', `/backups/restores/${id}/cancel`, { token: writer });
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ status: 'cancelled', itemsRestored: 1 });
    expect(c.body.detail).toMatch(
      /^Cancelled with 1 of 4 items done: what was already restored stays restored \(\/public_html\/wp-content\/plugins\/[^)]+\)\. The safety backup taken before the restore holds the account as it was then$/,
    );
    for (let i = 0; i < 4; i++) await step();
    expect((await restore(id)).body).toMatchObject({ status: 'cancelled', itemsRestored: 1 });
  });

  it('cancels a queued restore, 404 for an unknown one, 403 for another account', async () => {
    const b = (await backups())[3]!;
    const r = await hold({ backup_id: b.id, scope: 'files', items: [STYLE] });
    const id = (await approve(r.body.pendingActionId)).body.result.restoreId;
    expect((await api.call('POST', `/backups/restores/${id}/cancel`, { token: olof })).status).toBe(403);
    const c = await api.call('POST', `/backups/restores/${id}/cancel`, { token: writer });
    expect(c.body).toMatchObject({ status: 'cancelled', itemsRestored: 0 });
    expect(c.body.detail).toMatch(/nothing had been restored yet/);
    expect((await api.call('POST', '/backups/restores/999999/cancel', { token: writer })).status).toBe(404);
  });
});

describe('failures are per item', () => {
  it('a dropped database fails its item and the rest go on: partially completed naming it', async () => {
    const b = (await backups())[0]!;
    const r = await hold({ backup_id: b.id, scope: 'databases' });
    const names = preview(r)['Databases overwritten']!;
    expect(names).toContain('nordligh_wp');
    // the reporting database is dropped after the backup
    const dbs = await api.call('GET', '/backups/' + b.id + '/contents', {
      token: reader,
      query: { input: INPUT, part: 'databases' },
    });
    const victim = dbs.body.data.map((e: { name: string }) => e.name).find((n: string) => n !== 'nordligh_wp');
    // dropped as a customer drops one: the databases area's hold, approved
    const dropToken = await api.token(['write:database']);
    const drop = await api.call('DELETE', `/databases/${victim}`, { token: dropToken, query: { input: INPUT } });
    expect(drop.status, JSON.stringify(drop.body)).toBe(200);
    expect((await approve(drop.body.pendingActionId)).body.error).toBeNull();
    const id = (await approve(r.body.pendingActionId)).body.result.restoreId;
    for (let i = 0; i < dbs.body.total; i++) await step();
    const done = await restore(id);
    expect(done.body.status).toBe('partially_completed');
    expect(done.body.itemsFailed).toEqual([
      { item: victim, reason: expect.stringContaining(`the database ${victim} was dropped after the backup`) },
    ]);
    expect(done.body.detail).toMatch(new RegExp(`failed: ${victim}`));
  });

  it('a file that no longer fits the disk quota fails: failed when nothing could be restored', async () => {
    const b = (await backups())[0]!;
    const upload = (await api.db.select().from(homeFiles).where(eq(homeFiles.serviceId, serviceId))).find(
      (f) => f.path.includes('/uploads/') && f.modifiedAt < new Date(b.createdAt),
    )!;
    await api.db.delete(homeFiles).where(and(eq(homeFiles.serviceId, serviceId), eq(homeFiles.path, upload.path)));
    const r = await hold({ backup_id: b.id, scope: 'files', items: [upload.path] });
    expect(preview(r)['Missing now (recreated)']).toContain(upload.path);
    const [plan] = await api.db.select().from(hostingPlans).where(eq(hostingPlans.plan, 'Business Hosting'));
    await api.db.update(hostingPlans).set({ diskMb: 1 }).where(eq(hostingPlans.plan, 'Business Hosting'));
    try {
      const id = (await approve(r.body.pendingActionId)).body.result.restoreId;
      await step();
      const done = await restore(id);
      expect(done.body.status).toBe('failed');
      expect(done.body.itemsFailed[0].reason).toMatch(/no longer fits the disk quota/);
      expect(await liveFile(upload.path)).toBeUndefined();
    } finally {
      await api.db.update(hostingPlans).set({ diskMb: plan!.diskMb }).where(eq(hostingPlans.plan, 'Business Hosting'));
    }
  });
});

describe('GET /backups/restores', () => {
  it('lists the account’s restores newest first, filters by status, with the seeded finished one', async () => {
    const r = await api.call('GET', '/backups/restores', { token: reader, query: { input: INPUT } });
    expect(r.status).toBe(200);
    const ids = r.body.data.map((x: { id: string }) => Number(x.id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const done = await api.call('GET', '/backups/restores', {
      token: reader,
      query: { input: INPUT, status: 'completed' },
    });
    expect(done.body.data.every((x: { status: string }) => x.status === 'completed')).toBe(true);
    expect(done.body.data.at(-1)).toMatchObject({ items: [STYLE], scope: 'files', itemsRestored: 1 });
    expect((await api.call('GET', '/backups/restores', { token: olof, query: { input: INPUT } })).status).toBe(403);
  });

  it('one restore: 404 unknown, 403 another account’s', async () => {
    const any = (await api.call('GET', '/backups/restores', { token: reader, query: { input: INPUT } })).body.data[0];
    expect((await restore(any.id, olof)).status).toBe(403);
    expect((await restore('424242')).status).toBe(404);
    expect((await restore('abc')).status).toBe(404);
  });
});

describe('the system-wide daily restore cap', () => {
  it(
    'answers the 1+Nth restore of the day, from any account, with 429 global:true saying the cap is global',
    { timeout: 120_000 },
    async () => {
      const capped = await startApi({ globalCaps: { requestBackupRestore: 2 } });
      try {
        const a = await capped.token(['read:backups', 'write:backups']);
        const other = await capped.token(['write:backups'], { accountEmail: 'olof@example.org' });
        const list = await capped.call('GET', '/backups', { token: a, query: { input: INPUT } });
        const body = { input: INPUT, backup_id: list.body.data[0].id, scope: 'files', items: [STYLE] };
        expect((await capped.call('POST', '/backups/restore', { token: a, body })).status).toBe(200);
        const own = await capped.call('POST', '/backups/restore', {
          token: other,
          body: { input: 'sandandsons.fi', backup_id: list.body.data[0].id },
        });
        expect(own.status).toBe(403);
        const r = await capped.call('POST', '/backups/restore', { token: a, body });
        expect(r.status).toBe(429);
        expect(r.body).toMatchObject({ code: 'rate_limited', global: true });
        expect(r.body.detail).toMatch(/global, shared by all customers, not your own budget/);
        expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
      } finally {
        await capped.close();
      }
    },
  );
});
