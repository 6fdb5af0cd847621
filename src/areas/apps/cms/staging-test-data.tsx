// Test data for the staging, update and SQL component tests: one production
// install on nordlight-studio.com, a staging copy of it, their plugins and
// tasks. The tests mount with src/areas/apps/test-mount.tsx (a confirmation
// route to land on).
import type { z } from 'zod';
import type { CmsInstallDetail } from '@contract/apps-cms';
import type { CmsExtension } from '@contract/apps-cms-extensions';
import type { AppTask } from '@contract/apps-shared';
import { PROD, STAGING, installDetail } from './cms-sites-test-data';
import { HOSTING_DOMAIN as DOMAIN } from '@/test/fixtures';

export const HOLD = 'pa_push_1';

/** The production install, with two plugins, both up to date. */
export const install = (over: Partial<z.infer<typeof CmsInstallDetail>> = {}) =>
  installDetail({ plugins: { total: 2, active: 2, updates: 0 }, ...over });

export const stagingInstall = () =>
  install({
    id: STAGING,
    path: 'staging',
    url: `https://${DOMAIN}/staging/`,
    version: '6.8.1',
    isStaging: true,
    stagingOf: PROD,
    activeTheme: 'twentytwentyfour',
    plugins: { total: 2, active: 1, updates: 0 },
  });

type Extension = z.infer<typeof CmsExtension>;
export const plugin = (slug: string, name: string, version: string, active = true): Extension => ({
  slug,
  name,
  version,
  latestVersion: null,
  updateAvailable: false,
  active,
  autoUpdate: false,
  author: null,
});

export type Task = z.infer<typeof AppTask>;
const at = (min: number) => new Date(Date.UTC(2026, 10, 23, 10, min)).toISOString();

/** A core update whose health check failed, so it was put back. */
export const rolledBackUpdate = (): Task => ({
  id: 'task_31',
  kind: 'upgrade',
  installId: PROD,
  appName: 'WordPress',
  status: 'failed',
  progress: 100,
  message: 'The update of WordPress to 6.8.1 failed the health check (HTTP 500 on /); it was rolled back to 6.7.2',
  steps: [
    { name: 'snapshot', status: 'succeeded', detail: 'Restore point taken (files and database)', at: at(0) },
    { name: 'update', status: 'succeeded', detail: 'WordPress 6.7.2 → 6.8.1', at: at(1) },
    { name: 'health check', status: 'failed', detail: 'HTTP 500 on /', at: at(2) },
    {
      name: 'rollback',
      status: 'succeeded',
      detail: 'The restore point taken before the update was put back: WordPress is at 6.7.2 again',
      at: at(3),
    },
  ],
  rollbackBackupId: 'bk_12',
  startedAt: at(0),
  finishedAt: at(3),
});

export const succeededUpdate = (): Task => ({
  ...rolledBackUpdate(),
  id: 'task_32',
  status: 'succeeded',
  message: 'Updated WordPress from 6.7.2 to 6.8.1; the health check passed',
  steps: rolledBackUpdate()
    .steps.slice(0, 3)
    .map((s): Task['steps'][number] =>
      s.name === 'health check' ? { ...s, status: 'succeeded', detail: 'HTTP 200 on /' } : s,
    ),
  rollbackBackupId: 'bk_13',
});
