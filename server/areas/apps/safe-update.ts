// A safe update of a CMS install's core, or of one of its plugins or themes,
// as one transaction whose every step the activity shows (an app_tasks row of
// kind 'upgrade'):
//   snapshot      a restore point of the install (files and database), which
//                 becomes the task's rollback point;
//   update        the new version on the install row (core: the catalogue's
//                 latest) or on the extension row (the directory's latest);
//   health check  the site loaded as it now is (health-check.ts);
//   rollback      only when the check fails: the restore point put back.
// The task ends 'succeeded' (outcome 'updated') or 'failed' with a message that
// says it was rolled back (outcome 'rolled_back'); the transaction commits
// either way, so the failed attempt and its restore point stay visible.
//
// Already at the latest release: outcome 'up_to_date', and the task is still a
// row (the caller shows it): finished 'succeeded' at once, its one step
// 'update' skipped, with a message that says nothing was changed. No restore
// point is taken for it.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { appExtensions, appInstalls } from '@server/db/schema/apps';
import { restoreBackup, takeBackup } from './backups';
import { CMS_APP_ID, catalogueApp, latestVersion } from './catalogue';
import { compareVersions, directoryEntry, latestRelease } from './cms-directory';
import { checkCmsHealth } from './health-check';
import type { InstallRow } from './install-repository';
import { finishTask, recordStep, setRollbackPoint, startTask, type TaskRow } from './tasks';

export type SafeUpdateTarget = { what: 'core' } | { what: 'plugin' | 'theme'; slug: string };
export type SafeUpdateOutcome = 'updated' | 'rolled_back' | 'up_to_date';

interface Plan {
  /** "WordPress", "Legacy Slider" */
  name: string;
  from: string;
  to: string;
  apply(tx: Tx, now: Date): Promise<void>;
}

async function planOf(tx: Tx, install: InstallRow, u: SafeUpdateTarget): Promise<Plan> {
  if (u.what === 'core') {
    const app = catalogueApp(CMS_APP_ID);
    return {
      name: app.name,
      from: install.version,
      to: latestVersion(app),
      async apply(q, now) {
        await q
          .update(appInstalls)
          .set({ version: latestVersion(app), updatedAt: now })
          .where(eq(appInstalls.id, install.id));
      },
    };
  }
  const where = and(
    eq(appExtensions.installId, install.id),
    eq(appExtensions.kind, u.what),
    eq(appExtensions.slug, u.slug),
  );
  const [ext] = await tx.select().from(appExtensions).where(where).for('update');
  if (!ext)
    throw new ApiError(
      'not_found',
      `No ${u.what} ${u.slug} is installed on install ${install.id}; the ${u.what}s listing shows what is`,
    );
  const entry = directoryEntry(u.what, u.slug);
  // A hand-uploaded extension has no directory releases: there is nothing newer to update to.
  const to = entry ? latestRelease(entry).version : ext.version;
  return {
    name: ext.name,
    from: ext.version,
    to,
    async apply(q) {
      await q.update(appExtensions).set({ version: to }).where(where);
    },
  };
}

export async function runSafeUpdate(
  tx: Tx,
  deps: Deps,
  install: InstallRow,
  u: SafeUpdateTarget,
  now: Date,
): Promise<{ task: TaskRow; outcome: SafeUpdateOutcome }> {
  const node = deps.infra.databaseNode.sql;
  // The install as it is now, locked: two updates of one install run in turn.
  const [current] = await tx.select().from(appInstalls).where(eq(appInstalls.id, install.id)).for('update');
  if (!current) throw new ApiError('not_found', `No install ${install.id}; the installs listing gives the ids`);
  const plan = await planOf(tx, current, u);
  const subject = u.what === 'core' ? plan.name : `${u.what === 'plugin' ? 'Plugin' : 'Theme'} ${plan.name}`;
  // what the task's title names: the plugin or theme itself, not the CMS it belongs to
  const titled = u.what === 'core' ? plan.name : `the ${u.what} ${plan.name}`;
  let task = await startTask(tx, {
    accountId: current.accountId,
    serviceId: current.serviceId,
    installId: current.id,
    appId: current.appId,
    kind: 'upgrade',
    params: {
      what: u.what,
      ...(u.what === 'core' ? {} : { slug: u.slug }),
      subject: titled,
      from: plan.from,
      to: plan.to,
    },
    message: `Updating ${subject} from ${plan.from} to ${plan.to}`,
    now,
  });

  if (compareVersions(plan.from, plan.to) >= 0) {
    task = await recordStep(
      tx,
      task,
      { name: 'update', status: 'skipped', detail: `${plan.from} is the latest release` },
      now,
    );
    task = await finishTask(
      tx,
      task,
      'succeeded',
      `${subject} is already at the latest release (${plan.from}); nothing was changed`,
      now,
    );
    return { task, outcome: 'up_to_date' };
  }

  task = await recordStep(tx, task, { name: 'snapshot', status: 'running' }, now, 5);
  const point = await takeBackup(tx, node, current, {
    kind: 'restore_point',
    note: `Before updating ${subject} from ${plan.from} to ${plan.to}`,
    now,
  });
  task = await setRollbackPoint(tx, task, point.id);
  task = await recordStep(
    tx,
    task,
    { name: 'snapshot', status: 'succeeded', detail: 'Restore point taken (files and database)' },
    now,
    25,
  );

  task = await recordStep(tx, task, { name: 'update', status: 'running' }, now, 30);
  await plan.apply(tx, now);
  task = await recordStep(
    tx,
    task,
    { name: 'update', status: 'succeeded', detail: `${plan.name} ${plan.from} → ${plan.to}` },
    now,
    60,
  );

  task = await recordStep(tx, task, { name: 'health check', status: 'running' }, now, 70);
  const health = await checkCmsHealth(tx, node, current.id);
  if (health.ok) {
    task = await recordStep(tx, task, { name: 'health check', status: 'succeeded', detail: health.detail }, now, 95);
    task = await finishTask(
      tx,
      task,
      'succeeded',
      `Updated ${subject} from ${plan.from} to ${plan.to}; the health check passed`,
      now,
    );
    return { task, outcome: 'updated' };
  }

  task = await recordStep(tx, task, { name: 'health check', status: 'failed', detail: health.detail }, now, 80);
  task = await recordStep(tx, task, { name: 'rollback', status: 'running' }, now, 85);
  const [updated] = await tx.select().from(appInstalls).where(eq(appInstalls.id, current.id));
  await restoreBackup(tx, node, updated!, point, 'full', now);
  task = await recordStep(
    tx,
    task,
    {
      name: 'rollback',
      status: 'succeeded',
      detail: `The restore point taken before the update was put back: ${plan.name} is at ${plan.from} again`,
    },
    now,
    95,
  );
  task = await finishTask(
    tx,
    task,
    'failed',
    `The update of ${subject} to ${plan.to} failed the health check (${health.detail}); it was rolled back to ${plan.from}`,
    now,
  );
  return { task, outcome: 'rolled_back' };
}
