// Documents for the CMS sites screens' component tests (list, wizard, install
// page, plugins, staging), typed against the contract so a contract change
// breaks them at compile time. The hosting account of ../test-data.ts with an
// addon domain; a production install and its staging copy.
import type { z } from 'zod';
import type { CmsInstall, CmsInstallDetail, CmsSiteStatus } from '@contract/apps-cms';
import type { CmsExtension } from '@contract/apps-cms-extensions';
import type { AppTask } from '@contract/apps-shared';
import type { AddonDomain } from '@contract/hosting-sites';
import { HOSTING_DOMAIN as DOMAIN, hostingTarget as target } from '@/test/fixtures';

export const PROD = 'cms_7';
export const STAGING = 'cms_9';

export const site = (domain: string, over: Partial<AddonDomain> = {}): AddonDomain => ({
  domain,
  isPrimary: domain === DOMAIN,
  active: true,
  isSuspended: false,
  features: { php: true, cgi: true, ssl: true },
  ...over,
});

type Install = z.infer<typeof CmsInstall>;
export const installRow = (over: Partial<Install> = {}): Install => ({
  id: PROD,
  domain: DOMAIN,
  path: '',
  url: `https://${DOMAIN}/`,
  version: '6.7.2',
  latestVersion: '6.8.1',
  updateAvailable: true,
  autoUpdate: 'minor',
  isStaging: false,
  stagingOf: null,
  createdAt: '2026-10-01T09:00:00.000Z',
  ...over,
});

export const stagingRow = () =>
  installRow({
    id: STAGING,
    path: 'staging',
    url: `https://${DOMAIN}/staging/`,
    version: '6.8.1',
    updateAvailable: false,
    autoUpdate: 'off',
    isStaging: true,
    stagingOf: PROD,
    createdAt: '2026-11-20T09:00:00.000Z',
  });

export const installDetail = (over: Partial<z.infer<typeof CmsInstallDetail>> = {}) =>
  ({
    ...installRow(),
    target: target(),
    adminUrl: `https://${DOMAIN}/wp-admin/`,
    phpVersion: '8.3',
    database: { name: 'nordligh_wp2', user: 'nordligh_wp2', host: 'localhost', tablePrefix: 'wp_' },
    activeTheme: 'twentytwentyfive',
    plugins: { total: 3, active: 2, updates: 2 },
    stagingCopies: [],
    diskUsageMb: 120,
    lastBackupAt: null,
    ...over,
  }) satisfies z.infer<typeof CmsInstallDetail>;

export const siteStatus = (over: Partial<z.infer<typeof CmsSiteStatus>> = {}) =>
  ({
    target: target(),
    installId: PROD,
    url: `https://${DOMAIN}/`,
    reachable: true,
    httpStatus: 200,
    version: '6.7.2',
    updateAvailable: true,
    maintenanceMode: false,
    searchEngineVisible: true,
    debugMode: false,
    siteHealth: 'good',
    checkedAt: '2026-11-23T09:00:00.000Z',
    ...over,
  }) satisfies z.infer<typeof CmsSiteStatus>;

type Extension = z.infer<typeof CmsExtension>;
export const plugin = (slug: string, over: Partial<Extension> = {}): Extension => ({
  slug,
  name: slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' '),
  version: '1.0.0',
  latestVersion: '1.0.0',
  updateAvailable: false,
  active: true,
  autoUpdate: false,
  author: 'Someone',
  ...over,
});

type Task = z.infer<typeof AppTask>;
const at = '2026-11-23T09:00:00.000Z';
export const updateTask = (over: Partial<Task> = {}): Task => ({
  id: 'task_1',
  kind: 'upgrade',
  installId: PROD,
  appName: 'WordPress',
  status: 'succeeded',
  progress: 100,
  message: 'Updated',
  steps: [
    { name: 'snapshot', status: 'succeeded', detail: null, at },
    { name: 'update', status: 'succeeded', detail: null, at },
    { name: 'health_check', status: 'succeeded', detail: 'HTTP 200', at },
  ],
  rollbackBackupId: 'bkp_1',
  startedAt: at,
  finishedAt: at,
  ...over,
});

/** A safe update whose health check failed and was put back. */
export const rolledBackTask = (reason: string) =>
  updateTask({
    status: 'failed',
    message: reason,
    steps: [
      { name: 'snapshot', status: 'succeeded', detail: null, at },
      { name: 'update', status: 'succeeded', detail: null, at },
      { name: 'health_check', status: 'failed', detail: reason, at },
      { name: 'rollback', status: 'succeeded', detail: 'Restored from the snapshot', at },
    ],
  });
