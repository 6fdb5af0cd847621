// Realistic services documents for the area's component tests, typed
// against the contract so a contract change breaks them at compile time.
import type { z } from 'zod';
import type { AddonList, Service, ServiceDetail, UpgradeOptions } from '@contract/services';
import type { Target } from '@contract/common';

export const target = (id: number): Target => ({
  input: String(id),
  kind: 'service',
  domain: 'example.com',
  mailbox: null,
  serviceId: id,
  domainServiceId: null,
  daUsername: 'example',
  node: 'web-01',
  userId: 10,
  note: null,
});

export const service = (over: Partial<z.infer<typeof Service>> = {}): z.infer<typeof Service> => ({
  id: 5,
  type: 'hosting',
  displayName: 'Business Hosting (example.com)',
  domain: 'example.com',
  plan: { serviceTypeId: 2, name: 'Business Hosting' },
  status: 'active',
  parentServiceId: null,
  quantity: 1,
  billingCycleMonths: 12,
  price: { amount: 178.8, currency: 'EUR' },
  priceWithVat: { amount: 223.5, currency: 'EUR' },
  autoRenew: true,
  nextInvoiceAt: '2030-05-18T00:00:00.000Z',
  expiresAt: '2030-06-01T00:00:00.000Z',
  createdAt: '2024-01-01T00:00:00.000Z',
  pendingOrder: null,
  ...over,
});

export const detail = (over: Partial<z.infer<typeof ServiceDetail>> = {}): z.infer<typeof ServiceDetail> => ({
  ...service(),
  node: 'web-01',
  daUsername: 'example',
  suspendedReason: null,
  cancellationRequestedAt: null,
  features: [{ key: 'storage', label: 'SSD storage', value: '50 GB' }],
  addons: [],
  scheduledUpgrade: null,
  canUpgrade: true,
  canAddAddons: true,
  ...over,
});

export const addonList = (over: Partial<z.infer<typeof AddonList>> = {}): z.infer<typeof AddonList> => ({
  target: target(5),
  serviceId: 5,
  data: [],
  total: 0,
  taxRate: 25,
  available: [
    {
      servicePlanId: 9,
      name: 'Extra storage',
      description: 'More disk space',
      unit: '10 GB',
      price: { amount: 20, currency: 'EUR' },
      billingCycleMonths: 12,
      maxQuantity: 24,
      inUse: 0,
    },
    {
      servicePlanId: 12,
      name: 'Offsite backups',
      description: 'Nightly copies',
      unit: 'plan',
      price: { amount: 49, currency: 'EUR' },
      billingCycleMonths: 12,
      maxQuantity: 1,
      inUse: 1,
    },
  ],
  ...over,
});

export const upgradeOptions = (over: Partial<z.infer<typeof UpgradeOptions>> = {}): z.infer<typeof UpgradeOptions> => ({
  target: target(5),
  serviceId: 5,
  current: {
    serviceTypeId: 2,
    name: 'Business Hosting',
    price: { amount: 178.8, currency: 'EUR' },
    billingCycleMonths: 12,
    periodEndsAt: '2030-06-01T00:00:00.000Z',
  },
  taxRate: 25,
  options: [
    {
      serviceTypeId: 3,
      name: 'Professional Hosting',
      description: 'Unlimited sites',
      price: { amount: 322.8, currency: 'EUR' },
      billingCycleMonths: 12,
      proratedCharge: { amount: 8.28, currency: 'EUR' },
      dueNow: { amount: 10.35, currency: 'EUR' },
      effective: 'on_payment',
      features: [],
    },
    {
      serviceTypeId: 4,
      name: 'Agency Hosting',
      description: 'For agencies',
      price: { amount: 646.8, currency: 'EUR' },
      billingCycleMonths: 12,
      proratedCharge: { amount: 26.91, currency: 'EUR' },
      dueNow: { amount: 33.64, currency: 'EUR' },
      effective: 'on_payment',
      features: [],
    },
  ],
  scheduled: null,
  blockedReason: null,
  ...over,
});

export const hold = (id = 'pa_svc1') => ({
  status: 'confirmation_required',
  pendingActionId: id,
  confirmationUrl: `http://localhost/confirm/${id}`,
  expiresAt: '2030-01-01T00:00:00.000Z',
  preview: [],
  operation: 'requestServiceAddon',
  target: null,
  money: null,
});
