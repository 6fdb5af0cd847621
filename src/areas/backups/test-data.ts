// Realistic backups documents for the area's component tests, typed against
// the contract so a contract change breaks them at compile time.
import type { z } from 'zod';
import type { AccountBackupRecord, BackupEntry, BackupSchedule, HostingBackup, Restore } from '@contract/backups';
import { json, type Routes } from '@/test/fetch-stub';
import {
  HOSTING_DOMAIN as DOMAIN,
  hostingAccount as account,
  hostingTarget as target,
  pendingAction,
  shellRoutes,
} from '@/test/fixtures';

// The hosting account every area's tests share, under the names this area's tests use.
export { DOMAIN, account, target };

export const backup = (over: Partial<z.infer<typeof HostingBackup>> = {}): z.infer<typeof HostingBackup> => ({
  id: 'bk_20261122',
  kind: 'daily',
  createdAt: '2026-11-22T02:30:00.000Z',
  sizeMb: 1843.2,
  sizeBytes: 1_843_200_000,
  // mostly mail, as on the demo: the parts add up to sizeBytes
  parts: { files: 98_500_000, databases: 620_000, email: 1_744_000_000, dns: 79_700, cron: 300 },
  contains: ['files', 'databases', 'email', 'dns', 'cron'],
  node: 'web-ams-04',
  retainedUntil: '2026-11-29T02:30:00.000Z',
  note: null,
  ...over,
});

export const schedule = (over: Partial<z.infer<typeof BackupSchedule>> = {}): z.infer<typeof BackupSchedule> => ({
  target: target(),
  managedBy: 'provider',
  frequency: 'daily',
  windowStartUtc: '02:30',
  retention: { daily: 7, weekly: 4, monthly: 3 },
  contains: ['files', 'databases', 'email', 'dns', 'cron'],
  lastRunAt: '2026-11-22T02:30:00.000Z',
  nextRunAt: '2026-11-23T02:30:00.000Z',
  settable: false,
  ...over,
});

export const record = (
  over: Partial<z.infer<typeof AccountBackupRecord>> = {},
): z.infer<typeof AccountBackupRecord> => ({
  id: 'abr_1',
  kind: 'full',
  status: 'completed',
  location: 'remote',
  sizeMb: 2048,
  startedAt: '2026-11-20T01:00:00.000Z',
  completedAt: '2026-11-20T01:20:00.000Z',
  expiresAt: '2026-12-20T01:00:00.000Z',
  detail: null,
  ...over,
});

export const entry = (over: Partial<z.infer<typeof BackupEntry>> = {}): z.infer<typeof BackupEntry> => ({
  name: 'index.php',
  path: '/public_html/index.php',
  type: 'file',
  sizeBytes: 4210,
  modifiedAt: '2026-11-01T09:00:00.000Z',
  ...over,
});

export const restore = (over: Partial<z.infer<typeof Restore>> = {}): z.infer<typeof Restore> => ({
  id: 'rs_1',
  backupId: 'bk_20261122',
  backupCreatedAt: '2026-11-22T02:30:00.000Z',
  domain: DOMAIN,
  scope: 'files',
  items: ['/public_html/index.php'],
  status: 'running',
  progress: 40,
  requestedAt: '2026-11-23T08:00:00.000Z',
  startedAt: '2026-11-23T08:00:05.000Z',
  finishedAt: null,
  detail: null,
  safetyBackupId: 'bk_safety_rs_1',
  itemsTotal: 5,
  itemsRestored: 2,
  itemsFailed: [],
  ...over,
});

export const page = <T>(data: T[], extra: object = {}) => ({
  data,
  hasMore: false,
  nextCursor: null,
  total: data.length,
  ...extra,
});

export const hold = {
  status: 'confirmation_required',
  pendingActionId: 'pa_restore1',
  confirmationUrl: 'http://localhost/confirm/pa_restore1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  preview: [],
  operation: 'requestBackupRestore',
};

/** The shell, one hosting account and a quiet backups screen; tests override what they look at. */
export const baseRoutes = (): Routes => ({
  ...shellRoutes(),
  'GET /api/v1/hosting': json(page([account()])),
  'GET /api/v1/backups': json(
    page(
      [
        backup(),
        // an answer from before the parts were sent: its total and part names only
        backup({ id: 'bk_w1', kind: 'weekly', retainedUntil: null, sizeBytes: undefined, parts: undefined }),
      ],
      { target: target() },
    ),
  ),
  'GET /api/v1/backups/schedule': json(schedule()),
  'GET /api/v1/backups/account': json(page([record()], { target: target() })),
  'GET /api/v1/backups/restores': json(page([], { target: target() })),
  'GET /api/v1/pending-actions/pa_restore1': json(
    pendingAction({ id: 'pa_restore1', operation: 'requestBackupRestore', money: null }),
  ),
});
