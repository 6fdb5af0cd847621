// The dns tables: only server/areas/dns reads or writes them (docs/architecture.md, "Who owns which table").
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId, createdAt, id, timestamps, ts } from '@server/db/columns';

export const dnsZones = pgTable(
  'dns_zones',
  {
    id: id(),
    accountId: accountId(),
    domain: text('domain').notNull(),
    serial: bigint('serial', { mode: 'number' }).notNull(),
    defaultTtl: integer('default_ttl').notNull().default(3600),
    dnssec: boolean('dnssec').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('dns_zones_domain_uq').on(t.domain), index('dns_zones_account_idx').on(t.accountId, t.domain)],
);

export const dnsRecords = pgTable(
  'dns_records',
  {
    id: id(),
    zoneId: integer('zone_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    ttl: integer('ttl').notNull(),
    priority: integer('priority'),
    value: text('value').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    // Listing order (apex first, then by name, SOA/NS before the rest), kept by
    // the database so rows written by other areas sort the same way.
    sortName: text('sort_name').generatedAlwaysAs(sql`case when name = '@' then '' else lower(name) end`),
    typeRank: integer('type_rank').generatedAlwaysAs(
      sql`case type when 'SOA' then 0 when 'NS' then 1 when 'A' then 2 when 'AAAA' then 3 when 'CNAME' then 4 when 'MX' then 5 when 'TXT' then 6 when 'SRV' then 7 when 'CAA' then 8 else 9 end`,
    ),
  },
  (t) => [
    index('dns_records_zone_idx').on(t.zoneId, t.id),
    index('dns_records_zone_order_idx').on(t.zoneId, t.sortName, t.typeRank, t.id),
    // The record search (`name ILIKE '%q%' OR value ILIKE '%q%'`) by trigrams (pg_trgm), not a scan of every record.
    index('dns_records_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('dns_records_value_trgm_idx').using('gin', t.value.op('gin_trgm_ops')),
  ],
);
