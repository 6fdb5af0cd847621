// The domains tables: only server/areas/domains reads or writes them (docs/architecture.md, "Who owns which table").
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId, cents, createdAt, id, ts } from '@server/db/columns';

export interface RegistrantIdentity {
  name: string;
  organization: string | null;
  orgNumber: string | null;
  country: string;
}

/** What the registrar adds to the `domains` row of schema-hosting.ts lives here, one row per domain. */
export const registrarDomainSettings = pgTable('registrar_domain_settings', {
  domainId: integer('domain_id').primaryKey(),
  dnssecAuto: boolean('dnssec_auto').notNull().default(false),
  // the zone's key-signing key while auto-management is on (public half only; the sandbox signs nothing for real)
  dnssecKey: jsonb('dnssec_key').$type<{ flags: number; protocol: number; algorithm: number; publicKey: string }>(),
  lastSyncedAt: ts('last_synced_at'),
});

/** A registration, renewal, restore or transfer-in: its proforma, and whether the registry did it. */
export const domainOrders = pgTable(
  'domain_orders',
  {
    id: id(),
    accountId: accountId(),
    kind: text('kind').notNull(), // register | renew | restore | transfer_in
    domain: text('domain').notNull(),
    years: integer('years').notNull(),
    currency: text('currency').notNull(),
    // before VAT and with VAT: the quote's price is totalCents, and so is the order's invoice
    netCents: cents('net_cents'),
    totalCents: cents('total_cents'),
    invoiceId: integer('invoice_id').notNull(),
    pendingActionId: text('pending_action_id').notNull(),
    status: text('status').notNull(), // awaiting_payment | processing | completed | failed | cancelled
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    failureReason: text('failure_reason'),
    createdAt: ts('created_at').notNull(),
    paidAt: ts('paid_at'),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('domain_orders_account_idx').on(t.accountId, t.id),
    index('domain_orders_invoice_idx').on(t.invoiceId),
    index('domain_orders_domain_idx').on(t.domain, t.kind),
  ],
);

export interface TransferEvent {
  at: string;
  status: string;
  message: string;
}

export const domainTransfers = pgTable(
  'domain_transfers',
  {
    id: id(),
    accountId: accountId(),
    domain: text('domain').notNull(),
    orderId: integer('order_id'),
    status: text('status').notNull(), // awaiting_auth_code | pending_registry | pending_losing_registrar | completed | failed | cancelled
    authCode: text('auth_code'),
    authCodeValid: boolean('auth_code_valid'),
    losingRegistrar: text('losing_registrar'),
    initiatedAt: ts('initiated_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    expectedCompletionAt: ts('expected_completion_at'),
    completedAt: ts('completed_at'),
    failureReason: text('failure_reason'),
    history: jsonb('history').$type<TransferEvent[]>().notNull().default([]),
  },
  (t) => [
    index('domain_transfers_account_idx').on(t.accountId, t.id),
    index('domain_transfers_domain_idx').on(t.domain),
  ],
);

export const webForwards = pgTable(
  'web_forwards',
  {
    id: id(),
    accountId: accountId(),
    domainId: integer('domain_id').notNull(),
    host: text('host').notNull(), // '' for the domain itself
    path: text('path').notNull(),
    destination: text('destination').notNull(),
    type: text('type').notNull(), // 301 | 302 | frame
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('web_forwards_uq').on(t.domainId, t.host, t.path),
    index('web_forwards_domain_idx').on(t.domainId),
  ],
);

export const snapbackBookings = pgTable(
  'snapback_bookings',
  {
    id: id(),
    accountId: accountId(),
    domain: text('domain').notNull(),
    status: text('status').notNull(), // booked | won | lost | cancelled | refunded
    currency: text('currency').notNull(),
    priceCents: cents('price_cents'),
    dropsAt: ts('drops_at').notNull(),
    pendingActionId: text('pending_action_id'),
    serviceId: integer('service_id'),
    createdAt: ts('created_at').notNull(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    index('snapback_bookings_account_idx').on(t.accountId, t.id),
    index('snapback_bookings_domain_idx').on(t.domain, t.status),
    uniqueIndex('snapback_bookings_active_uq')
      .on(t.accountId, t.domain)
      .where(sql`status = 'booked'`),
  ],
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
