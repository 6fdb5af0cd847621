// A safe update as one transaction: snapshot, update, health check, and the
// automatic rollback when the check fails, each step in the task the activity
// shows. The demo's nordlight-studio.com runs PHP 8.3, so Legacy Slider 4.0.0
// (which needs PHP 8.4) fails the check.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBackups, appInstalls, appTasks } from '@server/db/schema/apps';
import { hostingSites } from '@server/db/schema/hosting';
import { hostingNodes } from '@server/db/schema/infra-web';
import { accountOfService } from '@server/areas/hosting/public';
import { cmsTable } from '@server/infra/cms-site';
import { checkCmsHealth } from './health-check';
import { cmsLocation } from './install-repository';
import { runSafeUpdate } from './safe-update';
import {
  extensionRow,
  makeCmsInstall,
  putExtension,
  siteRows,
  startCmsApi,
  STUDIO,
  type CmsTestApi,
} from './cms-test-site';

let t: CmsTestApi;
beforeAll(async () => {
  t = await startCmsApi();
});
afterAll(() => t.api.close());

const slider = {
  kind: 'plugin' as const,
  slug: 'legacy-slider',
  name: 'Legacy Slider',
  version: '3.4.0',
  active: true,
};
const stepsOf = (task: { steps: { name: string; status: string }[] }) => task.steps.map((s) => `${s.name}:${s.status}`);

describe('PATCH /cms/plugins update (a safe update)', () => {
  it('rolls back an update that fails the health check, keeping the restore point', async () => {
    const { api, writer } = t;
    const install = await makeCmsInstall(api, 'slider-fail');
    await putExtension(api, install, slider);
    // A post written before the update: the rollback must not lose it.
    const before = await siteRows(api, install, 'posts');

    const r = await api.call('PATCH', '/cms/plugins', {
      token: writer,
      body: { input: STUDIO, install_id: install.id, slug: 'legacy-slider', action: 'update' },
    });
    expect(r.status).toBe(200);
    expect(r.body.plugin).toMatchObject({
      slug: 'legacy-slider',
      version: '3.4.0',
      active: true,
      updateAvailable: true,
    });
    const task = r.body.task;
    expect(task).toMatchObject({ kind: 'upgrade', status: 'failed', installId: install.id });
    expect(stepsOf(task)).toEqual([
      'snapshot:succeeded',
      'update:succeeded',
      'health check:failed',
      'rollback:succeeded',
    ]);
    const check = task.steps.find((s: { name: string }) => s.name === 'health check');
    expect(check.detail).toBe('Legacy Slider 4.0.0 needs PHP 8.4; the site runs 8.3: fatal error on every page');
    expect(task.message).toContain('rolled back to 3.4.0');
    expect(task.message).toContain('Legacy Slider 4.0.0 needs PHP 8.4');
    // titled for the plugin it acted on, and for what it ended as: a rollback
    expect(task.title).toBe('Rollback of the update of the plugin Legacy Slider');

    // The version stays, in the row itself.
    expect((await extensionRow(api, install, 'legacy-slider'))!.version).toBe('3.4.0');
    // The restore point exists and is the task's rollback point.
    const [point] = await api.db.select().from(appBackups).where(eq(appBackups.id, task.rollbackBackupId));
    expect(point).toMatchObject({ installId: install.id, kind: 'restore_point', includesDatabase: true });
    expect((point!.snapshot as { extensions: { slug: string; version: string }[] }).extensions).toContainEqual(
      expect.objectContaining({ slug: 'legacy-slider', version: '3.4.0' }),
    );
    // The task is in the activity as it ran.
    const [row] = await api.db.select().from(appTasks).where(eq(appTasks.id, task.id));
    expect(row).toMatchObject({ status: 'failed', rollbackBackupId: point!.id });
    expect(await siteRows(api, install, 'posts')).toEqual(before);
    // The site still answers.
    expect((await checkCmsHealth(api.db, api.deps.infra.databaseNode.sql, install.id)).ok).toBe(true);
  });

  it('keeps an update that passes the health check', async () => {
    const { api, writer } = t;
    const install = await makeCmsInstall(api, 'akismet-ok');
    await putExtension(api, install, {
      kind: 'plugin',
      slug: 'akismet',
      name: 'Akismet Anti-spam',
      version: '5.3.3',
      active: true,
    });
    const r = await api.call('PATCH', '/cms/plugins', {
      token: writer,
      body: { input: STUDIO, install_id: install.id, slug: 'akismet', action: 'update' },
    });
    expect(r.status).toBe(200);
    expect(r.body.task.title).toBe('Update of the plugin Akismet Anti-spam');
    expect(r.body.plugin).toMatchObject({ version: '5.5', latestVersion: '5.5', updateAvailable: false });
    expect(r.body.task.status).toBe('succeeded');
    expect(r.body.task.progress).toBe(100);
    expect(stepsOf(r.body.task)).toEqual(['snapshot:succeeded', 'update:succeeded', 'health check:succeeded']);
    expect(r.body.task.message).toBe('Updated Plugin Akismet Anti-spam from 5.3.3 to 5.5; the health check passed');
    expect(r.body.task.rollbackBackupId).toMatch(/^bak_/);
    expect((await extensionRow(api, install, 'akismet'))!.version).toBe('5.5');
  });

  it('answers an update at the latest release with a finished task that changed nothing', async () => {
    const { api, writer } = t;
    const install = await makeCmsInstall(api, 'uptodate');
    const backups = async () =>
      (await api.db.select().from(appBackups).where(eq(appBackups.installId, install.id))).length;
    const r = await api.call('PATCH', '/cms/themes', {
      token: writer,
      body: { input: STUDIO, install_id: install.id, slug: 'twentytwentyfive', action: 'update' },
    });
    expect(r.status).toBe(200);
    expect(r.body.task).toMatchObject({ status: 'succeeded', rollbackBackupId: null });
    expect(r.body.task.message).toContain('already at the latest release (1.2); nothing was changed');
    expect(stepsOf(r.body.task)).toEqual(['update:skipped']);
    expect(await backups()).toBe(0);
  });
});

describe('runSafeUpdate', () => {
  it('updates the core to the catalogue latest and keeps it when the site answers', async () => {
    const { api } = t;
    const install = await makeCmsInstall(api, 'core-ok', '6.7.1');
    const res = await api.db.transaction((tx) =>
      runSafeUpdate(tx, api.deps, install, { what: 'core' }, api.clock.now()),
    );
    expect(res.outcome).toBe('updated');
    expect(res.task.status).toBe('succeeded');
    expect(res.task.params).toMatchObject({ what: 'core', from: '6.7.1', to: '6.8.3' });
    const [row] = await api.db.select().from(appInstalls).where(eq(appInstalls.id, install.id));
    expect(row!.version).toBe('6.8.3');
    const again = await api.db.transaction((tx) =>
      runSafeUpdate(tx, api.deps, row!, { what: 'core' }, api.clock.now()),
    );
    expect(again.outcome).toBe('up_to_date');
  });

  it('rolls the core back, database included, when the options table stops answering', async () => {
    const { api } = t;
    const install = await makeCmsInstall(api, 'core-broken', '6.7.2');
    const at = cmsLocation(install);
    // A site whose options lost siteurl: the health check cannot render it, so the update is undone,
    // and the restore point (taken before the update) puts the same rows back.
    await api.node.execute(sql`delete from ${cmsTable(at, 'options')} where option_name = 'siteurl'`);
    const res = await api.db.transaction((tx) =>
      runSafeUpdate(tx, api.deps, install, { what: 'core' }, api.clock.now()),
    );
    expect(res.outcome).toBe('rolled_back');
    expect(res.task.steps.find((s) => s.name === 'health check')!.detail).toBe(
      'The options table has no siteurl: the site cannot render',
    );
    const [row] = await api.db.select().from(appInstalls).where(eq(appInstalls.id, install.id));
    expect(row!.version).toBe('6.7.2');
    // The point restores what it snapshotted: no siteurl before, none after.
    expect(await siteRows(api, install, 'options', sql`option_name = 'siteurl'`)).toEqual([]);
  });

  it("reads the node's default PHP when the site sets none", async () => {
    const { api } = t;
    const install = await makeCmsInstall(api, 'node-php');
    await putExtension(api, install, slider);
    const [site] = await api.db.select().from(hostingSites).where(eq(hostingSites.domain, STUDIO));
    const node = (await accountOfService(api.db, site!.serviceId)).node.name;
    await api.db.update(hostingSites).set({ phpVersion: null }).where(eq(hostingSites.id, site!.id));
    // The account's node runs 8.4 by default: the new release loads.
    await api.db.update(hostingNodes).set({ defaultPhpVersion: '8.4' }).where(eq(hostingNodes.name, node));
    try {
      const res = await api.db.transaction((tx) =>
        runSafeUpdate(tx, api.deps, install, { what: 'plugin', slug: 'legacy-slider' }, api.clock.now()),
      );
      expect(res.outcome).toBe('updated');
      expect((await extensionRow(api, install, 'legacy-slider'))!.version).toBe('4.0.0');
    } finally {
      await api.db.update(hostingSites).set({ phpVersion: site!.phpVersion }).where(eq(hostingSites.id, site!.id));
      await api.db.update(hostingNodes).set({ defaultPhpVersion: '8.3' }).where(eq(hostingNodes.name, node));
    }
  });

  it('is 404 for a plugin the install does not have, and records no task', async () => {
    const { api } = t;
    const install = await makeCmsInstall(api, 'no-plugin');
    await expect(
      api.db.transaction((tx) =>
        runSafeUpdate(tx, api.deps, install, { what: 'plugin', slug: 'woocommerce' }, api.clock.now()),
      ),
    ).rejects.toMatchObject({ code: 'not_found' });
    const tasks = await api.db
      .select()
      .from(appTasks)
      .where(and(eq(appTasks.installId, install.id)));
    expect(tasks).toEqual([]);
  });
});
