// Realistic database documents for the area's component tests, typed against
// the contract so a contract change breaks them at compile time.
import type { z } from 'zod';
import type { AccessHosts, Database, DatabaseSize } from '@contract/databases';
import type { DatabaseUser } from '@contract/databases-shared';
import type { HostingUsage } from '@contract/hosting';
import { hostingTarget as target } from '@/test/fixtures';

export const database = (over: Partial<z.infer<typeof Database>> = {}): z.infer<typeof Database> => ({
  name: 'nordligh_wp',
  engine: 'mariadb',
  serverVersion: '10.11.8',
  host: 'web-ams-04.panel-hosting.net',
  port: 3306,
  sizeMb: 48.2,
  tables: 12,
  charset: 'utf8mb4',
  collation: 'utf8mb4_unicode_ci',
  users: [{ username: 'nordligh_wpuser', privileges: ['ALL PRIVILEGES'] }],
  createdAt: '2024-03-01T10:00:00.000Z',
  ...over,
});

export const size = (over: Partial<z.infer<typeof DatabaseSize>> = {}): z.infer<typeof DatabaseSize> => ({
  name: 'nordligh_wp',
  sizeMb: 48.2,
  tables: 12,
  rows: 5120,
  sharePercent: 100,
  ...over,
});

export const user = (over: Partial<z.infer<typeof DatabaseUser>> = {}): z.infer<typeof DatabaseUser> => ({
  username: 'nordligh_wpuser',
  hosts: ['localhost'],
  grants: [{ database: 'nordligh_wp', privileges: ['ALL PRIVILEGES'] }],
  createdAt: '2024-03-01T10:00:00.000Z',
  ...over,
});

export const page = <T>(data: T[], extra: object = {}) => ({
  data,
  hasMore: false,
  nextCursor: null,
  total: data.length,
  ...extra,
});

export const hosts = (user: string, list: string[], db = 'nordligh_wp'): z.infer<typeof AccessHosts> => ({
  target: target(),
  database: db,
  user,
  hosts: list,
});

const quota = (used: number, limit: number | null) => ({ used, limit });

export const usage = (databases = quota(1, 10)): z.infer<typeof HostingUsage> => ({
  target: target(),
  diskMb: quota(2100, 51200),
  bandwidthMb: { ...quota(1000, null), periodStart: '2030-01-01T00:00:00.000Z', periodEnd: '2030-02-01T00:00:00.000Z' },
  inodes: quota(1000, 250000),
  addonDomains: quota(1, 10),
  subdomains: quota(0, null),
  mailboxes: quota(3, 100),
  databases,
  ftpAccounts: quota(1, 10),
  measuredAt: '2030-01-01T00:00:00.000Z',
});

export const hold = (id = 'pa_db1') => ({
  status: 'confirmation_required' as const,
  pendingActionId: id,
  confirmationUrl: `http://localhost/confirm/${id}`,
  expiresAt: '2099-01-01T00:00:00.000Z',
  preview: [{ label: 'Database', value: 'nordligh_wp' }],
  target: target(),
  operation: 'dropDatabase',
});
