// The services tables: only server/areas/services reads or writes them (docs/architecture.md, "Who owns which table").
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId, cents, createdAt, id, ts } from '@server/db/columns';

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

/** A plan or an addon of the catalogue. `name` matches services.plan for services of that plan. */
export const serviceTypes = pgTable(
  'service_types',
  {
    id: id(),
    code: text('code').notNull(),
    type: text('type').notNull(), // hosting | vps | domain | email | addon
    name: text('name').notNull(),
    description: text('description').notNull(),
    // plans of one family are ordered by rank (upgrades go up)
    family: text('family'),
    rank: integer('rank').notNull().default(0),
    features: jsonb('features').$type<{ key: string; label: string; value: string }[]>().notNull().default([]),
    // addons: the service types they can be added to, the unit sold, and how many units one service may have
    addonFor: text('addon_for')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    unit: text('unit'),
    maxQuantity: integer('max_quantity').notNull().default(1),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('service_types_code_uq').on(t.code), index('service_types_name_idx').on(t.type, t.name)],
);

export const serviceTypePrices = pgTable(
  'service_type_prices',
  {
    serviceTypeId: integer('service_type_id').notNull(),
    cycleMonths: integer('cycle_months').notNull(),
    currency: text('currency').notNull(),
    priceCents: cents('price_cents'),
  },
  (t) => [primaryKey({ columns: [t.serviceTypeId, t.cycleMonths, t.currency] })],
);

/** Which plan a service may be upgraded to. */
export const serviceUpgradePaths = pgTable(
  'service_upgrade_paths',
  {
    fromTypeId: integer('from_type_id').notNull(),
    toTypeId: integer('to_type_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromTypeId, t.toTypeId] })],
);

/**
 * An upgrade or addon bought through a hold: created on approval with its
 * proforma invoice (`invoice_id` is the order id), applied when that is paid.
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: id(),
    accountId: accountId(),
    kind: text('kind').notNull(), // upgrade | addon
    serviceId: integer('service_id').notNull(), // the upgraded service, or the parent of the addon
    serviceTypeId: integer('service_type_id').notNull(), // the target plan, or the addon plan
    fromTypeId: integer('from_type_id'),
    addonServiceId: integer('addon_service_id'),
    quantity: integer('quantity').notNull().default(1),
    cycleMonths: integer('cycle_months').notNull(),
    // the plan's or addon's price per cycle after the change (whole quantity for a new addon)
    newPriceCents: cents('new_price_cents'),
    invoiceId: integer('invoice_id').notNull(),
    pendingActionId: text('pending_action_id'),
    status: text('status').notNull().default('awaiting_payment'), // awaiting_payment | applied | cancelled
    createdAt: ts('created_at').notNull(),
    appliedAt: ts('applied_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    // one open upgrade per service, one open order per addon plan per service
    uniqueIndex('service_orders_open_uq')
      .on(t.serviceId, t.kind, sql`(case when ${t.kind} = 'addon' then ${t.serviceTypeId} else 0 end)`)
      .where(sql`status = 'awaiting_payment'`),
    index('service_orders_invoice_idx').on(t.invoiceId),
    index('service_orders_account_idx').on(t.accountId, t.id),
  ],
);
