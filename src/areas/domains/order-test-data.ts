// Realistic documents for the order, transfer and Snapback component tests,
// typed against the contract so a contract change breaks them at compile time.
import type { z } from 'zod';
import type { Target } from '@contract/common';
import type { Lifecycle, RegistrarDomainDetail } from '@contract/domains';
import type { OwnerChangeQuote, TransferInQuote } from '@contract/domains-orders';
import type { Quote } from '@contract/domains-schemas';
import type { DomainTransfer, DomainTransferDetail, TransferPrecheck } from '@contract/domains-transfers';
import type { DroppingDomain, SnapbackBooking, SnapbackEligibility } from '@contract/domains-snapback';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

export const domainTarget = (domain: string): Target => ({
  input: domain,
  kind: 'domain',
  domain,
  mailbox: null,
  serviceId: 31,
  domainServiceId: 31,
  daUsername: null,
  node: null,
  userId: 10,
  note: null,
});

export const domainDetail = (
  over: Partial<z.infer<typeof RegistrarDomainDetail>> = {},
): z.infer<typeof RegistrarDomainDetail> => ({
  id: 31,
  domain: 'nordlight.se',
  tld: 'se',
  status: 'active',
  registeredAt: '2021-03-01T10:00:00.000Z',
  expiresAt: '2030-03-13T10:00:00.000Z',
  autoRenew: false,
  transferLock: null,
  nameservers: ['ns1.example-host.net', 'ns2.example-host.net'],
  usesProviderNameservers: true,
  dnssec: false,
  renewalPrice: eur(15),
  verification: 'verified',
  target: domainTarget(over.domain ?? 'nordlight.se'),
  registrar: 'Example Registrar AB',
  registryStatuses: ['ok'],
  authCodeAvailable: true,
  hasDnsZone: true,
  hostingServiceId: null,
  createdAt: '2021-03-01T10:00:00.000Z',
  lastSyncedAt: null,
  pendingOrder: null,
  ...over,
});

export const quote = (over: Partial<z.infer<typeof Quote>> = {}): z.infer<typeof Quote> => ({
  target: null,
  domain: 'nordlight.se',
  tld: 'se',
  years: 1,
  price: eur(15),
  renewalPrice: eur(15),
  premium: false,
  possible: true,
  reason: null,
  warnings: [],
  ...over,
});

export const renewQuote = (years = 1, over: Partial<z.infer<typeof Quote>> = {}) => ({
  ...quote({ years, price: eur(15 * years), ...over }),
  newExpiresAt: `${2030 + years}-03-13T10:00:00.000Z`,
});

export const transferInQuote = (
  over: Partial<z.infer<typeof TransferInQuote>> = {},
): z.infer<typeof TransferInQuote> => ({
  ...quote({ domain: 'lindqvist-foto.com', tld: 'com', price: eur(16.25), renewalPrice: eur(18.75) }),
  currentRegistrar: 'Other Registrar Inc.',
  transferLocked: false,
  authCodeRequired: true,
  ...over,
});

export const ownerChangeQuote = (): z.infer<typeof OwnerChangeQuote> => ({
  target: domainTarget('nordlight.se'),
  domain: 'nordlight.se',
  price: eur(25),
  currentRegistrant: {
    name: 'Nordlight Studio AB',
    organization: 'Nordlight Studio AB',
    orgNumberMasked: '5591••••42',
  },
  requiresEid: true,
  eidSignInUrl: 'http://localhost/sandbox/eid/abc123',
  expiresAt: '2030-01-01T12:00:00.000Z',
  steps: ['The new owner signs in with e-ID', 'The registry moves the domain to the new owner'],
});

export const lifecycle = (over: Partial<z.infer<typeof Lifecycle>> = {}): z.infer<typeof Lifecycle> => ({
  target: domainTarget('nordlight.eu'),
  domain: 'nordlight.eu',
  phase: 'redemption',
  expiresAt: '2029-12-27T10:00:00.000Z',
  autoRenew: false,
  renewalAttemptAt: null,
  restorable: true,
  restorePrice: eur(67.5),
  timeline: [
    { phase: 'active', startsAt: '2026-12-27T10:00:00.000Z', endsAt: '2029-12-27T10:00:00.000Z' },
    { phase: 'redemption', startsAt: '2029-12-27T10:00:00.000Z', endsAt: '2030-02-05T10:00:00.000Z' },
  ],
  ...over,
});

export const hold = (id = 'pa_dom1') => ({
  status: 'confirmation_required' as const,
  pendingActionId: id,
  confirmationUrl: `http://localhost/confirm/${id}`,
  expiresAt: '2030-01-01T00:00:00.000Z',
  preview: [],
  operation: 'renewDomain',
  quote: quote(),
});

export const transfer = (over: Partial<z.infer<typeof DomainTransfer>> = {}): z.infer<typeof DomainTransfer> => ({
  id: 3,
  domain: 'nordlight.nu',
  status: 'pending_losing_registrar',
  authCodeValid: true,
  losingRegistrar: 'Loopia AB',
  orderId: null,
  initiatedAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T11:00:00.000Z',
  expectedCompletionAt: '2030-01-06T10:00:00.000Z',
  completedAt: null,
  failureReason: null,
  ...over,
});

export const transferDetail = (
  over: Partial<z.infer<typeof DomainTransferDetail>> = {},
): z.infer<typeof DomainTransferDetail> => ({
  ...transfer(),
  target: domainTarget('nordlight.nu'),
  cancellable: true,
  retryable: false,
  history: [
    { at: '2030-01-01T10:00:00.000Z', status: 'pending_registry', message: 'Auth code submitted to the .nu registry' },
    {
      at: '2030-01-01T11:00:00.000Z',
      status: 'pending_losing_registrar',
      message: 'The registry accepted the auth code; Loopia AB has five days to object',
    },
  ],
  ...over,
});

export const precheck = (transferable: boolean): z.infer<typeof TransferPrecheck> => ({
  domain: transferable ? 'lindqvist-foto.com' : 'lindqvist-design.com',
  transferable,
  checks: [
    { check: 'registered', passed: true, detail: 'Registered at Other Registrar Inc.', fix: null },
    transferable
      ? { check: 'not_locked', passed: true, detail: 'No transfer lock', fix: null }
      : {
          check: 'not_locked',
          passed: false,
          detail: 'The domain has clientTransferProhibited',
          fix: 'Unlock the domain at its current registrar',
        },
    transferable
      ? { check: 'age_over_60_days', passed: true, detail: 'Registered 400 days ago', fix: null }
      : {
          check: 'age_over_60_days',
          passed: false,
          detail: 'Registered 20 days ago',
          fix: 'Wait until 60 days after registration',
        },
    { check: 'dnssec', passed: null, detail: 'The DNS could not be read', fix: null },
  ],
  price: transferable ? eur(16.25) : null,
  reason: transferable ? null : 'Two checks failed',
  warnings: [],
});

export const dropping = (over: Partial<z.infer<typeof DroppingDomain>> = {}): z.infer<typeof DroppingDomain> => ({
  domain: 'vinterljus.com',
  tld: 'com',
  status: 'pending_delete',
  dropsAt: hours(3),
  price: eur(73.75),
  bookedByYou: false,
  ...over,
});

export const eligibility = (over: Partial<z.infer<typeof SnapbackEligibility>> = {}) => ({
  eligible: true,
  reason: null,
  price: eur(73.75),
  balance: eur(250),
  activeBookings: 1,
  maxActiveBookings: 10,
  ...over,
});

export const booking = (over: Partial<z.infer<typeof SnapbackBooking>> = {}): z.infer<typeof SnapbackBooking> => ({
  id: 9,
  domain: 'granskog.io',
  status: 'booked',
  price: eur(73.75),
  dropsAt: hours(30),
  createdAt: '2030-01-01T10:00:00.000Z',
  resolvedAt: null,
  serviceId: null,
  ...over,
});

export const page = <T>(data: T[]) => ({ data, hasMore: false, nextCursor: null, total: data.length });
