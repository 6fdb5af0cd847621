// Applications: the application installer (any catalogue app, on /apps) here,
// plus the CMS operations (the apps-cms*.ts files) merged below.
// Installer work (install, upgrade, uninstall, backup) runs as a background
// task: those calls answer 202 with the task to poll in /apps/activity.
import { z } from 'zod';
import {
  AsciiDomainName,
  AttemptKey,
  ConfirmationHold,
  Input,
  Target,
  Timestamp,
  page,
  qBool,
  targetCollection,
  targetPage,
} from './common';
import { Email } from './domain-name-fields';
import { defineArea } from './operation';
import {
  AppTask,
  AppTaskStatus,
  InstallId,
  PickedInstallId,
  SitePath,
  appErrors,
  readHosting,
  writeHosting,
} from './apps-shared';

// Kept until server/areas/apps/tasks.ts (another engineer's file now) imports AppTask from ./apps-shared.
// eslint-disable-next-line no-restricted-syntax -- a re-export awaiting that one import
export { AppTask } from './apps-shared';
import { cmsOps } from './apps-cms';
import { cmsToolOps } from './apps-cms-tools';
import { cmsUserOps } from './apps-cms-users';
import { cmsExtensionOps } from './apps-cms-extensions';
import { cmsContentOps } from './apps-cms-content';
import { APP_INSTALL_SORT_DEFAULT, APP_INSTALL_SORTS } from './list-sorts';
import { sortParam } from './list-export';

export const AutoBackup = z.enum(['off', 'daily', 'weekly', 'monthly']);

export const AppInstall = z.object({
  id: z.string(),
  appId: z.number().int(),
  appName: z.string(),
  version: z.string(),
  latestVersion: z.string(),
  updateAvailable: z.boolean(),
  domain: AsciiDomainName,
  path: z.string(),
  url: z.string(),
  autoUpgrade: z.boolean(),
  autoBackup: AutoBackup,
  backupRotation: z.number().int().min(1).max(10),
  installedAt: Timestamp,
});

export const AppInstallDetail = AppInstall.extend({
  target: Target,
  adminUrl: z.string().nullable(),
  directory: z.string(),
  database: z.object({ name: z.string(), user: z.string(), host: z.string() }).nullable(),
  backups: z.number().int().min(0),
  lastBackupAt: Timestamp.nullable(),
});

export const AvailableApp = z.object({
  appId: z.number().int(),
  name: z.string(),
  category: z.string(),
  version: z.string(),
  description: z.string(),
  needsDatabase: z.boolean(),
  minPhpVersion: z.string().nullable(),
  diskMb: z.number().min(0),
});

export const AppBackup = z.object({
  id: z.string(),
  installId: z.string(),
  appName: z.string(),
  version: z.string(),
  includesFiles: z.boolean(),
  includesDatabase: z.boolean(),
  sizeMb: z.number().min(0),
  note: z.string().nullable(),
  createdAt: Timestamp,
});

const TaskAccepted = z.object({ target: Target, task: AppTask });
const BackupId = z.string().trim().min(1, 'Choose a backup').max(128);

export const installerOps = defineArea('apps', {
  listApps: {
    method: 'GET',
    path: '/apps',
    tier: 'R',
    scopes: readHosting,
    errors: appErrors,
    summary: 'Applications installed through the installer, newest first (or as `sort` asks)',
    // `sort` is additive (ADR 035).
    query: z.object({ ...targetPage(100), sort: sortParam(APP_INSTALL_SORTS, APP_INSTALL_SORT_DEFAULT) }),
    response: targetCollection(AppInstall),
  },
  listAvailableApps: {
    method: 'GET',
    path: '/apps/available',
    tier: 'R',
    scopes: readHosting,
    errors: appErrors,
    summary: "Applications the target's server can install",
    query: z.object({
      input: Input,
      category: z.string().max(50).optional(),
      q: z.string().max(100, 'At most 100 characters').optional(),
      ...page(200),
    }),
    response: targetCollection(AvailableApp),
  },
  getApp: {
    method: 'GET',
    path: '/apps/detail',
    tier: 'R',
    scopes: readHosting,
    errors: appErrors,
    summary: 'One installed application: directory, database, backups',
    query: z.object({ input: Input, install_id: PickedInstallId }),
    response: AppInstallDetail,
  },
  listAppBackups: {
    method: 'GET',
    path: '/apps/backups',
    tier: 'R',
    scopes: readHosting,
    errors: appErrors,
    summary: 'Backups of installed applications, newest first',
    query: z.object({ input: Input, install_id: InstallId.optional(), ...page(100) }),
    response: targetCollection(AppBackup),
  },
  deleteAppBackup: {
    method: 'DELETE',
    path: '/apps/backups',
    tier: 'W',
    scopes: writeHosting,
    hold: true,
    errors: [...appErrors, 'conflict'],
    summary: 'Hold deleting an application backup for confirmation; nothing is deleted on this call',
    query: z.object({ input: Input, backup_id: BackupId, attempt_key: AttemptKey }),
    response: ConfirmationHold,
  },
  listAppActivity: {
    method: 'GET',
    path: '/apps/activity',
    tier: 'R',
    scopes: readHosting,
    errors: appErrors,
    summary: 'Installer tasks, running ones first, then the most recent',
    query: z.object({ input: Input, install_id: InstallId.optional(), status: AppTaskStatus.optional(), ...page(100) }),
    response: targetCollection(AppTask),
  },
  installApp: {
    method: 'POST',
    path: '/apps',
    tier: 'W',
    scopes: writeHosting,
    status: 202,
    summary: 'Install a catalogue application on a domain (runs as a task)',
    errors: [...appErrors, 'conflict'],
    body: z.object({
      input: Input,
      app_id: z.number().int().min(1, 'Choose an application'),
      path: SitePath.default(''),
      site_name: z.string().trim().min(1, 'Name the site').max(100, 'At most 100 characters'),
      admin_username: z
        .string()
        .trim()
        .min(3, 'At least 3 characters')
        .max(60, 'At most 60 characters')
        .regex(/^[A-Za-z0-9._@-]+$/, 'Use letters, digits and . _ @ - only'),
      admin_email: Email,
      admin_password: z.string().min(10, 'Use at least 10 characters').max(128, 'At most 128 characters'),
      auto_upgrade: z.boolean().default(true),
      auto_backup: AutoBackup.default('weekly'),
      attempt_key: AttemptKey,
    }),
    response: TaskAccepted,
  },
  upgradeApp: {
    method: 'PATCH',
    path: '/apps',
    tier: 'W',
    scopes: writeHosting,
    status: 202,
    summary: 'Upgrade an installed application, by default after backing it up (runs as a task)',
    errors: [...appErrors, 'conflict'],
    body: z.object({
      input: Input,
      install_id: PickedInstallId,
      version: z.string().max(32).optional(),
      backup_first: z.boolean().default(true),
      attempt_key: AttemptKey,
    }),
    response: TaskAccepted,
  },
  uninstallApp: {
    method: 'DELETE',
    path: '/apps',
    tier: 'W',
    scopes: writeHosting,
    status: 202,
    errors: [...appErrors, 'conflict'],
    summary: 'Uninstall an application; its backups are kept (runs as a task)',
    query: z.object({
      input: Input,
      install_id: PickedInstallId,
      keep_database: qBool.default(false),
      keep_files: qBool.default(false),
    }),
    response: TaskAccepted,
  },
  backupApp: {
    method: 'POST',
    path: '/apps/actions/backup',
    tier: 'W',
    scopes: writeHosting,
    status: 202,
    summary: 'Back up an installed application now (runs as a task)',
    errors: [...appErrors, 'conflict'],
    body: z
      .object({
        input: Input,
        install_id: PickedInstallId,
        include_files: z.boolean().default(true),
        include_database: z.boolean().default(true),
        note: z.string().trim().max(200, 'At most 200 characters').optional(),
      })
      .refine((b) => b.include_files || b.include_database, {
        message: 'Back up the files, the database or both',
        path: ['include_files'],
      }),
    response: TaskAccepted,
  },
  createAppLoginLink: {
    method: 'POST',
    path: '/apps/actions/sso',
    tier: 'W',
    scopes: writeHosting,
    errors: [...appErrors, 'conflict'],
    summary: "Single-use login link to an application's admin",
    body: z.object({ input: Input, install_id: PickedInstallId }),
    response: z.object({ target: Target, installId: z.string(), url: z.string(), expiresAt: Timestamp }),
  },
  configureApp: {
    method: 'PATCH',
    path: '/apps/settings',
    tier: 'W',
    scopes: writeHosting,
    errors: [...appErrors, 'conflict'],
    summary: "Change an application's auto-upgrade and automatic-backup settings",
    body: z
      .object({
        input: Input,
        install_id: PickedInstallId,
        auto_upgrade: z.boolean().optional(),
        auto_backup: AutoBackup.optional(),
        backup_rotation: z
          .number()
          .int()
          .min(1, 'Keep at least 1 backup')
          .max(10, 'Keep at most 10 backups')
          .optional(),
      })
      .refine((b) => b.auto_upgrade !== undefined || b.auto_backup !== undefined || b.backup_rotation !== undefined, {
        message: 'Send auto_upgrade, auto_backup or backup_rotation',
      }),
    response: AppInstallDetail,
  },
});

export const appsOps = {
  ...installerOps,
  ...cmsOps,
  ...cmsToolOps,
  ...cmsUserOps,
  ...cmsExtensionOps,
  ...cmsContentOps,
};
