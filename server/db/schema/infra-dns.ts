// The infra-dns tables: only server/infra reads or writes them (docs/architecture.md, "Who owns which table").
import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigId, ts } from '@server/db/columns';

export const dnsServerState = pgTable(
  'dns_server_state',
  {
    zoneId: integer('zone_id').notNull(),
    /** A public resolver id (`cloudflare`, …) or a secondary nameserver host. */
    server: text('server').notNull(),
    serialSeen: bigint('serial_seen', { mode: 'number' }).notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.server] })],
);

export const dnsChangeLog = pgTable(
  'dns_change_log',
  {
    id: bigId(),
    zoneId: integer('zone_id').notNull(),
    /** The serial that introduced the change: servers that saw an older one still answer `oldAnswers`. */
    serial: bigint('serial', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    oldAnswers: jsonb('old_answers').$type<string[]>().notNull(),
    oldTtl: integer('old_ttl'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('dns_change_log_lookup_idx').on(t.zoneId, t.name, t.type, t.serial)],
);
