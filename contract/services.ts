// Services: what the account subscribes to (hosting, domains, VPS, addons),
// their upgrade options and addons, priced live from the service catalogue.
// Buying anything is a hold: approval creates an unpaid proforma order (the
// order id is its invoice id), and the change happens only once that is paid.
import { z } from 'zod';
import {
  AsciiDomainName,
  AttemptKey,
  ConfirmationHold,
  Input,
  Money,
  Target,
  Timestamp,
  bodyId,
  collection,
  idParam,
  page,
} from './common';
import { SERVICE_SORTS, SERVICE_SORT_DEFAULT } from './list-sorts';
import { sortParam } from './list-export';
import { defineArea } from './operation';

export const ServiceType = z.enum(['hosting', 'domain', 'vps', 'email', 'ssl', 'backup', 'addon']);
// `expired`: an active service whose paid period has ended (read from expiresAt).
export const ServiceStatus = z.enum(['pending', 'active', 'suspended', 'cancelled', 'expired']);

export const ServiceFeature = z.object({ key: z.string(), label: z.string(), value: z.string() });

/** An unpaid proforma order: what it costs (VAT included) and where to pay it. */
export const OpenOrder = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  total: Money,
  dueAt: Timestamp,
  // null once the order can no longer be paid (cancelled)
  paymentUrl: z.string().nullable(),
});

export const Service = z.object({
  id: z.number().int(),
  type: ServiceType,
  displayName: z.string(),
  domain: AsciiDomainName.nullable(),
  // serviceTypeId is null for a service whose plan is not (or no longer) in the catalogue
  plan: z.object({ serviceTypeId: z.number().int().nullable(), name: z.string() }),
  status: ServiceStatus,
  // addons are child services of the service they extend
  parentServiceId: z.number().int().nullable(),
  quantity: z.number().int().min(1),
  billingCycleMonths: z.number().int().min(1),
  // per billing cycle, for the whole quantity, VAT excluded
  price: Money,
  // the same with VAT at the account's rate: what a renewal invoice for it charges
  priceWithVat: Money,
  autoRenew: z.boolean(),
  // renewal invoices are issued 14 days before expiry while auto-renew is on
  nextInvoiceAt: Timestamp.nullable(),
  expiresAt: Timestamp.nullable(),
  createdAt: Timestamp,
  // an addon order awaiting payment: the first purchase (status pending) or more units
  pendingOrder: OpenOrder.extend({ quantity: z.number().int().min(1) }).nullable(),
});

export const ScheduledUpgrade = z.object({
  serviceTypeId: z.number().int(),
  name: z.string(),
  // an upgrade waits for its proforma order; paying it applies the plan at once
  status: z.enum(['awaiting_payment', 'applied', 'cancelled']),
  order: OpenOrder,
  requestedAt: Timestamp,
});

export const ServiceDetail = Service.extend({
  node: z.string().nullable(),
  daUsername: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  cancellationRequestedAt: Timestamp.nullable(),
  features: z.array(ServiceFeature),
  addons: z.array(Service),
  scheduledUpgrade: ScheduledUpgrade.nullable(),
  // whether the catalogue offers anything for this service (upgrades / addons)
  canUpgrade: z.boolean(),
  canAddAddons: z.boolean(),
});

export const UpgradeOption = z.object({
  serviceTypeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  // per billing cycle, VAT excluded
  price: Money,
  billingCycleMonths: z.number().int().min(1),
  // the price difference for the rest of the current period, VAT excluded
  proratedCharge: Money,
  // what the proforma order will total: proratedCharge plus VAT
  dueNow: Money,
  effective: z.literal('on_payment'),
  features: z.array(ServiceFeature),
});

export const UpgradeOptions = z.object({
  target: Target,
  serviceId: z.number().int(),
  current: z.object({
    serviceTypeId: z.number().int().nullable(),
    name: z.string(),
    price: Money,
    billingCycleMonths: z.number().int(),
    periodEndsAt: Timestamp.nullable(),
  }),
  // VAT in percent, applied to every order
  taxRate: z.number().min(0).max(100),
  options: z.array(UpgradeOption),
  scheduled: ScheduledUpgrade.nullable(),
  // why an upgrade cannot be requested right now (e.g. the service is suspended), else null
  blockedReason: z.string().nullable(),
});

/** An addon the catalogue offers for a service, priced for its billing cycle. */
export const AddonPlan = z.object({
  servicePlanId: z.number().int(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  // per unit per billing cycle, VAT excluded
  price: Money,
  billingCycleMonths: z.number().int().min(1),
  maxQuantity: z.number().int().min(1).max(24),
  // units this service already has or has ordered
  inUse: z.number().int().min(0),
});

export const AddonList = z.object({
  target: Target,
  serviceId: z.number().int(),
  data: z.array(Service),
  total: z.number().int().min(0),
  available: z.array(AddonPlan),
  taxRate: z.number().min(0).max(100),
});

const serviceParams = z.object({
  service: idParam('service'),
});
const read = ['read:services'] as const;
const write = ['write:services'] as const;
// Spec: upgrades (and addon purchases, which also create an order) need both scopes.
const buy = ['write:billing', 'write:services'] as const;
const owned = ['not_owned', 'service_not_found'] as const;

export const AddonRequestBody = z.object({
  input: Input,
  action: z.enum(['add', 'remove'], { error: 'action is add or remove' }).default('add'),
  service_plan_id: bodyId('service_plan_id'),
  // add: units to buy (default 1); remove: units to take away (default all)
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity is at least 1')
    .max(24, 'quantity is at most 24')
    .nullish(),
  attempt_key: AttemptKey,
});

export const UpgradeRequestBody = z.object({
  input: Input,
  // from options[].serviceTypeId; the default 0 means "the next plan up" (the first option)
  service_type_id: z
    .number({ error: 'service_type_id must be a number' })
    .int('service_type_id must be a whole number')
    .min(0, 'service_type_id cannot be negative')
    .default(0),
  attempt_key: AttemptKey,
});

export const servicesOps = defineArea('services', {
  listServices: {
    method: 'GET',
    path: '/services',
    tier: 'R',
    scopes: read,
    summary: 'Services of the account, in the order they were added unless `sort` says otherwise',
    query: z.object({
      ...page(100),
      type: ServiceType.optional(),
      status: ServiceStatus.optional(),
      q: z.string().trim().max(255, 'At most 255 characters').optional(),
      sort: sortParam(SERVICE_SORTS, SERVICE_SORT_DEFAULT),
    }),
    response: collection(Service),
  },
  getService: {
    method: 'GET',
    path: '/services/{service}',
    tier: 'R',
    scopes: read,
    summary: 'One service with its features, addons and any scheduled upgrade',
    params: serviceParams,
    response: ServiceDetail,
    errors: owned,
  },
  getServiceUpgradeOptions: {
    method: 'GET',
    path: '/services/{service}/actions/upgrade',
    tier: 'R',
    scopes: read,
    summary: 'Live upgrade options for a service, with prices',
    params: serviceParams,
    query: z.object({ input: Input }),
    response: UpgradeOptions,
    errors: owned,
  },
  requestServiceUpgrade: {
    method: 'POST',
    path: '/services/{service}/actions/upgrade',
    tier: 'W',
    scopes: buy,
    hold: true,
    summary: 'Hold an upgrade to another plan for confirmation',
    params: serviceParams,
    body: UpgradeRequestBody,
    response: ConfirmationHold,
    errors: [...owned, 'conflict'],
  },
  cancelServiceUpgrade: {
    method: 'DELETE',
    path: '/services/{service}/actions/upgrade',
    tier: 'W',
    scopes: write,
    summary: 'Cancel a scheduled upgrade that has not taken effect yet (its unpaid order is cancelled)',
    params: serviceParams,
    query: z.object({ input: Input }),
    response: z.object({
      target: Target,
      serviceId: z.number().int(),
      cancelled: z.literal(true),
      upgrade: ScheduledUpgrade,
    }),
    errors: [...owned, 'conflict'],
  },
  listServiceAddons: {
    method: 'GET',
    path: '/services/{service}/addons',
    tier: 'R',
    scopes: read,
    summary: 'Addons (child services) of a service, and the addons the catalogue offers for it',
    params: serviceParams,
    query: z.object({ input: Input }),
    response: AddonList,
    errors: owned,
  },
  // The spec's "addon management operation": action=add buys, action=remove cancels; both are held.
  requestServiceAddon: {
    method: 'POST',
    path: '/services/{service}/addons',
    tier: 'W',
    scopes: buy,
    hold: true,
    summary: 'Hold adding (buying) or removing an addon for confirmation',
    params: serviceParams,
    body: AddonRequestBody,
    response: ConfirmationHold,
    errors: [...owned, 'conflict'],
  },
});
