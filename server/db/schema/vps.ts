// The vps tables: only server/areas/vps reads or writes them (docs/architecture.md, "Who owns which table").
import { bigint, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId, bigId, createdAt, id, ts } from '@server/db/columns';

export const vpsServers = pgTable('vps_servers', {
  id: id(),
  accountId: accountId(),
  serviceId: integer('service_id').notNull(),
  hostname: text('hostname').notNull(),
  ipv4: text('ipv4').notNull(),
  ipv6: text('ipv6'),
  os: text('os').notNull(),
  // The power state: running | stopped | stopping | booting. A transition
  // (stopping, booting) started at `power_changed_at` and settles on the next read.
  status: text('status').notNull(), // running | stopped | stopping | booting
  powerChangedAt: ts('power_changed_at'),
  // What a transition settles into: 'running' after booting, 'stopped' or 'booting' after stopping (a reboot).
  powerNext: text('power_next'),
  bootedAt: ts('booted_at'),
  vcpus: integer('vcpus').notNull(),
  memoryMb: integer('memory_mb').notNull(),
  diskGb: integer('disk_gb').notNull(),
  templateId: text('template_id'),
  mountedIsoId: text('mounted_iso_id'),
  // scrypt hash of the root password; null until one is set through a reset.
  rootPasswordHash: text('root_password_hash'),
  bandwidthQuotaGb: integer('bandwidth_quota_gb'),
  reverseDns: jsonb('reverse_dns').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const vpsUsageSamples = pgTable(
  'vps_usage_samples',
  {
    id: bigId(),
    vpsId: integer('vps_id').notNull(),
    at: ts('at').notNull(),
    cpuPercent: real('cpu_percent').notNull(),
    memoryUsedMb: integer('memory_used_mb').notNull(),
    diskUsedGb: real('disk_used_gb').notNull(),
    netInBytes: bigint('net_in_bytes', { mode: 'number' }).notNull(),
    netOutBytes: bigint('net_out_bytes', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('vps_usage_samples_vps_at_uq').on(t.vpsId, t.at)],
);

export const vpsConsoleTickets = pgTable(
  'vps_console_tickets',
  {
    id: id(),
    accountId: accountId(),
    vpsId: integer('vps_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vps_console_tickets_hash_uq').on(t.tokenHash),
    index('vps_console_tickets_expiry_ix').on(t.expiresAt),
  ],
);
