// The infra-hypervisor tables: only server/infra reads or writes them (docs/architecture.md, "Who owns which table").
import { boolean, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { textId, ts } from '@server/db/columns';

/** A hypervisor node. `reachable = false` is the sandbox switch for an unreachable hypervisor. */
export const vpsNodes = pgTable('vps_nodes', {
  name: text('name').primaryKey(),
  location: text('location').notNull(),
  arch: text('arch').notNull(), // x86_64 | arm64
  reachable: boolean('reachable').notNull().default(true),
});

export const vpsTemplates = pgTable('vps_templates', {
  id: textId(),
  name: text('name').notNull(),
  family: text('family').notNull(),
  version: text('version').notNull(),
  arch: text('arch').notNull(),
  minDiskGb: integer('min_disk_gb').notNull(),
  endOfLifeAt: ts('end_of_life_at'),
  // What the serial console prints on boot for a server with this template.
  kernel: text('kernel').notNull(),
  banner: text('banner').notNull(),
});

export const vpsIsos = pgTable('vps_isos', {
  id: textId(),
  // null: offered to every server; otherwise media the account uploaded.
  accountId: integer('account_id'),
  name: text('name').notNull(),
  os: text('os').notNull(),
  sizeMb: real('size_mb').notNull(),
  arch: text('arch').notNull(),
});
