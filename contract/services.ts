// Services: what the account subscribes to (hosting, domains, VPS, addons),
// their upgrade options and addons. Buying anything is a hold: approval creates
// an unpaid proforma order, and the change happens only once that is paid.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Input, Money, Target, Timestamp, collection, page } from './common';
import { defineArea } from './operation';

export const ServiceType = z.enum(['hosting', 'domain', 'vps', 'email', 'ssl', 'backup', 'addon']);
export const ServiceStatus = z.enum(['pending', 'active', 'suspended', 'cancelled', 'expired']);

export const ServiceFeature = z.object({ key: z.string(), label: z.string(), value: z.string() });

export const Service = z.object({
  id: z.number().int(),
  type: ServiceType,
  displayName: z.string(),
  domain: z.string().nullable(),
  plan: z.object({ serviceTypeId: z.number().int(), name: z.string() }),
  status: ServiceStatus,
  // addons are child services of the service they extend
  parentServiceId: z.number().int().nullable(),
  quantity: z.number().int().min(1),
  billingCycleMonths: z.number().int().min(1),
  price: Money,
  autoRenew: z.boolean(),
  nextInvoiceAt: Timestamp.nullable(),
  expiresAt: Timestamp.nullable(),
  createdAt: Timestamp,
});

export const ScheduledUpgrade = z.object({
  serviceTypeId: z.number().int(),
  name: z.string(),
  orderId: z.number().int().nullable(),
  // an upgrade waits for its proforma order to be paid, or for the next renewal
  effectiveAt: Timestamp.nullable(),
  status: z.enum(['awaiting_payment', 'scheduled']),
});

export const ServiceDetail = Service.extend({
  node: z.string().nullable(),
  daUsername: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  cancellationRequestedAt: Timestamp.nullable(),
  features: z.array(ServiceFeature),
  addons: z.array(Service),
  scheduledUpgrade: ScheduledUpgrade.nullable(),
});

export const UpgradeOption = z.object({
  serviceTypeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: Money,
  billingCycleMonths: z.number().int().min(1),
  // what approving costs now: the price difference for the rest of the current period
  proratedCharge: Money,
  effective: z.enum(['on_payment', 'next_renewal']),
  features: z.array(ServiceFeature),
});

export const UpgradeOptions = z.object({
  target: Target,
  serviceId: z.number().int(),
  current: z.object({
    serviceTypeId: z.number().int(),
    name: z.string(),
    price: Money,
    billingCycleMonths: z.number().int(),
  }),
  options: z.array(UpgradeOption),
  scheduled: ScheduledUpgrade.nullable(),
});

const serviceParams = z.object({
  service: z.string().regex(/^[1-9]\d{0,17}$/, 'service must be a numeric service id'),
});
const read = ['read:services'] as const;
const write = ['write:services'] as const;
// Spec: upgrades (and addon purchases, which also create an order) need both scopes.
const buy = ['write:billing', 'write:services'] as const;
const owned = ['not_owned', 'service_not_found'] as const;

export const servicesOps = defineArea('services', {
  listServices: {
    method: 'GET', path: '/services', tier: 'R', scopes: read,
    summary: 'Services of the account',
    query: z.object({
      ...page(100),
      type: ServiceType.optional(),
      status: ServiceStatus.optional(),
      q: z.string().trim().max(255, 'At most 255 characters').optional(),
    }),
    response: collection(Service),
  },
  getService: {
    method: 'GET', path: '/services/{service}', tier: 'R', scopes: read,
    summary: 'One service with its features, addons and any scheduled upgrade',
    params: serviceParams, response: ServiceDetail, errors: owned,
  },
  getServiceUpgradeOptions: {
    method: 'GET', path: '/services/{service}/actions/upgrade', tier: 'R', scopes: read,
    summary: 'Live upgrade options for a service, with prices',
    params: serviceParams, query: z.object({ input: Input }), response: UpgradeOptions, errors: owned,
  },
  requestServiceUpgrade: {
    method: 'POST', path: '/services/{service}/actions/upgrade', tier: 'W', scopes: buy, hold: true,
    summary: 'Hold an upgrade to another plan for confirmation',
    params: serviceParams,
    body: z.object({
      input: Input,
      // from options[].serviceTypeId; the default 0 means "the next plan up" (the first option)
      service_type_id: z
        .number({ error: 'service_type_id must be a number' })
        .int('service_type_id must be a whole number')
        .min(0, 'service_type_id cannot be negative')
        .default(0),
      attempt_key: AttemptKey,
    }),
    response: ConfirmationHold, errors: [...owned, 'conflict'],
  },
  cancelServiceUpgrade: {
    method: 'DELETE', path: '/services/{service}/actions/upgrade', tier: 'W', scopes: write,
    summary: 'Cancel a scheduled upgrade that has not taken effect yet',
    params: serviceParams, query: z.object({ input: Input }),
    response: z.object({
      target: Target,
      serviceId: z.number().int(),
      cancelled: z.literal(true),
      upgrade: ScheduledUpgrade,
    }),
    errors: [...owned, 'conflict'],
  },
  listServiceAddons: {
    method: 'GET', path: '/services/{service}/addons', tier: 'R', scopes: read,
    summary: 'Addons (child services) of a service',
    params: serviceParams, query: z.object({ input: Input }),
    response: z.object({ data: z.array(Service), total: z.number().int().min(0) }), errors: owned,
  },
  // The spec's "addon management operation": action=add buys, action=remove cancels; both are held.
  requestServiceAddon: {
    method: 'POST', path: '/services/{service}/addons', tier: 'W', scopes: buy, hold: true,
    summary: 'Hold adding (buying) or removing an addon for confirmation',
    params: serviceParams,
    body: z.object({
      input: Input,
      action: z.enum(['add', 'remove'], { error: 'action is add or remove' }).default('add'),
      service_plan_id: z
        .number({ error: 'service_plan_id must be a number' })
        .int('service_plan_id must be a whole number')
        .min(1, 'service_plan_id must be at least 1'),
      quantity: z
        .number({ error: 'quantity must be a number' })
        .int('quantity must be a whole number')
        .min(1, 'quantity is at least 1')
        .max(24, 'quantity is at most 24')
        .nullish(),
      attempt_key: AttemptKey,
    }),
    response: ConfirmationHold, errors: [...owned, 'conflict'],
  },
});
