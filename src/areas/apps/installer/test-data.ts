// Realistic installer documents for the component tests, typed against the
// contract so a contract change breaks them at compile time.
import type { z } from 'zod';
import type { AppInstall, AppInstallDetail, AvailableApp } from '@contract/apps';
import type { Task } from './queries';
import { HOSTING_DOMAIN as DOMAIN, hostingTarget as target } from '@/test/fixtures';

type Available = z.infer<typeof AvailableApp>;
const app = (over: Partial<Available> & Pick<Available, 'appId' | 'name' | 'category'>): Available => ({
  version: '1.0.0',
  description: 'An app',
  needsDatabase: true,
  minPhpVersion: '8.1',
  diskMb: 50,
  ...over,
});

export const catalogue: Available[] = [
  app({
    appId: 26,
    name: 'WordPress',
    category: 'cms',
    version: '6.8.3',
    description: 'Blogs and websites, with themes and plugins',
    diskMb: 68,
  }),
  app({
    appId: 270,
    name: 'Matomo',
    category: 'analytics',
    version: '5.4.0',
    description: 'Web analytics that keeps the data on your own server',
    diskMb: 180,
    minPhpVersion: '7.2',
  }),
  app({
    appId: 21,
    name: 'DokuWiki',
    category: 'wikis',
    version: '2025-05-14a',
    description: 'A wiki that keeps its pages in files, no database needed',
    needsDatabase: false,
    diskMb: 16,
  }),
];

export const addonDomains = (domains = [DOMAIN, 'shop.nordlight-studio.com']) => ({
  target: target(),
  data: domains.map((domain, i) => ({
    domain,
    isPrimary: i === 0,
    active: true,
    isSuspended: false,
    features: { php: true, cgi: true, ssl: true },
  })),
  total: domains.length,
});

export const install = (over: Partial<z.infer<typeof AppInstall>> = {}): z.infer<typeof AppInstall> => ({
  id: 'inst_matomo1',
  appId: 270,
  appName: 'Matomo',
  version: '5.3.2',
  latestVersion: '5.4.0',
  updateAvailable: true,
  domain: DOMAIN,
  path: 'stats',
  url: `https://${DOMAIN}/stats/`,
  autoUpgrade: false,
  autoBackup: 'weekly',
  backupRotation: 3,
  installedAt: '2026-10-01T10:00:00.000Z',
  ...over,
});

export const installDetail = (
  over: Partial<z.infer<typeof AppInstallDetail>> = {},
): z.infer<typeof AppInstallDetail> => ({
  ...install(),
  target: target(),
  adminUrl: `https://${DOMAIN}/stats/index.php`,
  directory: '/home/nordligh/domains/nordlight-studio.com/public_html/stats',
  database: { name: 'nordligh_mato1', user: 'nordligh_mato1', host: 'localhost' },
  backups: 1,
  lastBackupAt: '2026-11-20T02:00:00.000Z',
  ...over,
});

export const task = (over: Partial<Task> = {}): Task => ({
  id: 'task_inst1',
  kind: 'install',
  installId: 'inst_matomo2',
  appName: 'Matomo',
  status: 'queued',
  progress: 0,
  message: null,
  steps: [],
  rollbackBackupId: null,
  startedAt: '2026-11-23T09:00:00.000Z',
  finishedAt: null,
  ...over,
});

const at = '2026-11-23T09:00:05.000Z';
export const runningInstall = () =>
  task({
    status: 'running',
    progress: 40,
    steps: [
      { name: 'Create the database', status: 'succeeded', detail: 'nordligh_mato2 with its user', at },
      { name: 'Copy the files', status: 'running', detail: null, at },
    ],
  });

export const doneInstall = () =>
  task({
    status: 'succeeded',
    progress: 100,
    message: 'Matomo 5.4.0 is installed at https://nordlight-studio.com/stats-e2e/',
    steps: [
      { name: 'Create the database', status: 'succeeded', detail: null, at },
      { name: 'Copy the files', status: 'succeeded', detail: null, at },
      { name: 'Configure', status: 'succeeded', detail: null, at },
    ],
    finishedAt: '2026-11-23T09:00:20.000Z',
  });

export const failedUpgrade = () =>
  task({
    id: 'task_up1',
    kind: 'upgrade',
    installId: 'inst_matomo1',
    status: 'failed',
    progress: 60,
    message: 'The health check failed: the site answered 500; rolled back to 5.3.2',
    steps: [
      { name: 'Back up', status: 'succeeded', detail: null, at },
      { name: 'Upgrade', status: 'succeeded', detail: null, at },
      { name: 'Health check', status: 'failed', detail: 'HTTP 500 from /stats/', at },
      { name: 'Roll back', status: 'succeeded', detail: 'Restored the backup', at },
    ],
    rollbackBackupId: 'bkp_1',
    finishedAt: '2026-11-23T09:01:00.000Z',
  });

export const accepted = (t: Task) => ({ target: target(), task: t });
