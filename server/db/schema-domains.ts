// Registrar side of domains. Two worlds: the simulated registry (registry_*,
// EPP-style state the registry alone owns: statuses, expiry, DS records, glue
// hosts, contacts, auth codes) and the registrar's own records (orders,
// transfers, web-forwards, Snapback bookings, and the `domains` row of
// schema-hosting.ts). They can disagree; status-sync reports the drift.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId, cents, createdAt, id, textId, ts } from './columns';

const texts = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** One registry per TLD: whether it answers, its phase lengths and the service's prices (EUR cents, before VAT). */
export const registryTlds = pgTable('registry_tlds', {
  tld: text('tld').primaryKey(),
  reachable: boolean('reachable').notNull().default(true),
  // the registry has a client transfer lock (several ccTLDs have none)
  hasTransferLock: boolean('has_transfer_lock').notNull().default(true),
  graceDays: integer('grace_days').notNull(),
  redemptionDays: integer('redemption_days').notNull(),
  pendingDeleteDays: integer('pending_delete_days').notNull(),
  registerCents: cents('register_cents'),
  renewCents: cents('renew_cents'),
  transferCents: cents('transfer_cents'),
  restoreCents: cents('restore_cents'),
  ownerChangeCents: cents('owner_change_cents'),
  snapbackCents: cents('snapback_cents'),
});

export interface RegistrantIdentity {
  name: string;
  organization: string | null;
  orgNumber: string | null;
  country: string;
}

/** A name as the registry holds it. `registrar` is who sponsors it (ours, or another registrar). */
export const registryDomains = pgTable(
  'registry_domains',
  {
    id: id(),
    name: text('name').notNull(),
    tld: text('tld').notNull(),
    registrar: text('registrar').notNull(),
    // EPP status codes (RFC 5731 and RFC 3915): ok, clientTransferProhibited, autoRenewPeriod, redemptionPeriod, pendingDelete, …
    statuses: texts('statuses'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    // set once the name is in pendingDelete: when it is released to the public
    dropsAt: ts('drops_at'),
    authCode: text('auth_code').notNull(),
    nameservers: texts('nameservers'),
    premium: boolean('premium').notNull().default(false),
    registrant: jsonb('registrant').$type<RegistrantIdentity>().notNull(),
    // registrant email verification (ICANN RAA 2013 WHOIS accuracy)
    verificationStatus: text('verification_status').notNull().default('verified'), // verified | pending | failed | not_required
    verificationEmail: text('verification_email'),
    verificationSentAt: ts('verification_sent_at'),
    verificationDeadlineAt: ts('verification_deadline_at'),
    verifiedAt: ts('verified_at'),
    dnssecPending: boolean('dnssec_pending').notNull().default(false),
  },
  (t) => [uniqueIndex('registry_domains_name_uq').on(t.name), index('registry_domains_drop_idx').on(t.dropsAt, t.name)],
);

export const registryContacts = pgTable(
  'registry_contacts',
  {
    domainId: integer('domain_id').notNull(),
    role: text('role').notNull(), // registrant | admin | tech | billing
    name: text('name').notNull(),
    organization: text('organization'),
    orgNumber: text('org_number'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
  },
  (t) => [primaryKey({ columns: [t.domainId, t.role] })],
);

export const registryDsRecords = pgTable(
  'registry_ds_records',
  {
    id: textId(),
    domainId: integer('domain_id').notNull(),
    keyTag: integer('key_tag').notNull(),
    algorithm: integer('algorithm').notNull(),
    digestType: integer('digest_type').notNull(),
    digest: text('digest').notNull(), // upper-case hex
    source: text('source').notNull(), // auto | manual
    createdAt: createdAt(),
  },
  (t) => [
    index('registry_ds_domain_idx').on(t.domainId),
    uniqueIndex('registry_ds_uq').on(t.domainId, t.keyTag, t.algorithm, t.digestType, t.digest),
  ],
);

/** Host objects (glue): a nameserver named under a domain, with its addresses. */
export const registryHosts = pgTable(
  'registry_hosts',
  {
    hostname: text('hostname').primaryKey(),
    domainId: integer('domain_id').notNull(),
    ipv4: texts('ipv4'),
    ipv6: texts('ipv6'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('registry_hosts_domain_idx').on(t.domainId)],
);

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
