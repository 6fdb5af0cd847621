// The hosting estate an account owns: services and what they provision.
// Area issues extend these tables with their own migrations.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId, cents, createdAt, id, invoiceTotals, timestamps, ts } from './columns';

export const services = pgTable(
  'services',
  {
    id: id(),
    accountId: accountId(),
    type: text('type').notNull(), // hosting | vps | domain | email | addon | ssl
    plan: text('plan').notNull(),
    domain: text('domain'),
    displayName: text('display_name').notNull(),
    status: text('status').notNull(), // active | suspended | pending | cancelled
    node: text('node'),
    daUsername: text('da_username'),
    parentId: integer('parent_id'),
    priceCents: cents('price_cents').default(0),
    billingCycle: text('billing_cycle').notNull().default('yearly'),
    // Services area: the catalogue plan (service_types.id), units of an addon, renewal and suspension notes.
    serviceTypeId: integer('service_type_id'),
    quantity: integer('quantity').notNull().default(1),
    autoRenew: boolean('auto_renew').notNull().default(true),
    suspendedReason: text('suspended_reason'),
    cancellationRequestedAt: ts('cancellation_requested_at'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at'),
  },
  (t) => [index('services_account_idx').on(t.accountId, t.id), index('services_domain_idx').on(t.domain)],
);

export const domains = pgTable(
  'domains',
  {
    id: id(),
    accountId: accountId(),
    serviceId: integer('service_id'),
    hostingServiceId: integer('hosting_service_id'),
    name: text('name').notNull(),
    status: text('status').notNull(),
    autorenew: boolean('autorenew').notNull().default(true),
    locked: boolean('locked').notNull().default(true),
    nameservers: text('nameservers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    registeredAt: ts('registered_at'),
    expiresAt: ts('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('domains_name_uq').on(t.name), index('domains_account_idx').on(t.accountId)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    accountId: accountId(),
    number: text('number').notNull(),
    kind: text('kind').notNull(), // invoice | deposit | proforma
    status: text('status').notNull(), // unpaid | paid | cancelled | refunded
    currency: text('currency').notNull(),
    ...invoiceTotals(),
    ocr: text('ocr').notNull(),
    payToken: text('pay_token').notNull(),
    pendingActionId: text('pending_action_id'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    // Billing: the profile billed and the address as printed (fixed once shown or sent), reminders sent.
    billingAddressId: integer('billing_address_id'),
    billedTo: jsonb('billed_to').$type<{
      name: string;
      company: string | null;
      vatNumber: string | null;
      lines: string[];
      country: string;
    } | null>(),
    reminderCount: integer('reminder_count').notNull().default(0),
    issuedAt: ts('issued_at').notNull(),
    dueAt: ts('due_at').notNull(),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_account_idx').on(t.accountId, t.id),
    // The invoice list's order (newest issued first) for one account: a page reads the index, never sorts them all.
    index('invoices_account_issued_idx').on(t.accountId, t.issuedAt, t.id),
    // The invoice search (`number ILIKE '%q%' OR ocr = q`): trigrams for the substring, a b-tree for the OCR.
    index('invoices_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('invoices_ocr_idx').on(t.ocr),
    uniqueIndex('invoices_pay_token_uq').on(t.payToken),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: id(),
    invoiceId: integer('invoice_id').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: cents('unit_cents'),
    totalCents: cents('total_cents'),
    serviceId: integer('service_id'),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId)],
);

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

export const mailboxes = pgTable(
  'mailboxes',
  {
    id: id(),
    accountId: accountId(),
    domain: text('domain').notNull(),
    address: text('address').notNull(),
    passwordHash: text('password_hash').notNull(),
    quotaMb: integer('quota_mb'),
    usedMb: integer('used_mb').notNull().default(0),
    sendLimit: integer('send_limit').notNull().default(0),
    sentToday: integer('sent_today').notNull().default(0),
    isSuspended: boolean('is_suspended').notNull().default(false),
    suspendedAt: ts('suspended_at'),
    suspendReason: text('suspend_reason'),
    lastLoginAt: ts('last_login_at'),
    passwordChangedAt: ts('password_changed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mailboxes_address_uq').on(t.address),
    index('mailboxes_domain_idx').on(t.domain, t.id),
    // The mailbox list's filter and order (domain, account, then address and id): a page reads the index in
    // order, and on PostgreSQL the count for `total` is an index-only scan.
    index('mailboxes_domain_account_address_idx').on(t.domain, t.accountId, t.address, t.id),
    index('mailboxes_domain_usage_idx').on(t.domain, t.usedMb, t.id),
    // The mailbox search (`address LIKE '%q%'`) by trigrams (pg_trgm).
    index('mailboxes_address_trgm_idx').using('gin', t.address.op('gin_trgm_ops')),
  ],
);

export const databases = pgTable(
  'databases',
  {
    id: id(),
    accountId: accountId(),
    serviceId: integer('service_id').notNull(),
    name: text('name').notNull(),
    sizeMb: integer('size_mb').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('databases_name_uq').on(t.name)],
);

export const databaseUsers = pgTable(
  'database_users',
  {
    id: id(),
    databaseId: integer('database_id').notNull(),
    username: text('username').notNull(),
    // scrypt, as the node stores it; the API never returns it
    passwordHash: text('password_hash'),
    hosts: text('hosts')
      .array()
      .notNull()
      .default(sql`'{localhost}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('database_users_uq').on(t.databaseId, t.username)],
);

// vps_servers moved to schema-vps.ts (issue 13).
