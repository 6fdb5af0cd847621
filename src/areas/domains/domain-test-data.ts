// Realistic registrar-domain documents for the area's component tests, typed
// against the contract so a contract change breaks them at compile time.
import type { z } from 'zod';
import type { Target } from '@contract/common';
import type { Lifecycle, RegistrarDomainDetail, StatusSyncResult } from '@contract/domains';
import type { DnssecState } from '@contract/domains-registry';
import type { RegistrarDomain, Verification } from '@contract/domains-schemas';
import { json, type Routes } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';

export const shellRoutes = (): Routes => ({
  'GET /api/v1/auth/session': json(session()),
  'GET /api/v1/me': json(me()),
  'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
});

export const target = (domain: string): Target => ({
  input: domain,
  kind: 'domain',
  domain,
  mailbox: null,
  serviceId: null,
  domainServiceId: 31,
  daUsername: null,
  node: null,
  userId: 10,
  note: null,
});

const DAY = 86_400_000;
export const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

export const domain = (over: Partial<z.infer<typeof RegistrarDomain>> = {}): z.infer<typeof RegistrarDomain> => ({
  id: 1,
  domain: 'example.com',
  tld: 'com',
  status: 'active',
  registeredAt: '2023-03-01T10:00:00.000Z',
  expiresAt: inDays(200),
  autoRenew: true,
  transferLock: true,
  nameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
  usesProviderNameservers: true,
  dnssec: false,
  renewalPrice: { amount: 18.75, currency: 'EUR' },
  verification: 'verified',
  ...over,
});

export const detail = (
  over: Partial<z.infer<typeof RegistrarDomainDetail>> = {},
): z.infer<typeof RegistrarDomainDetail> => {
  const d = domain(over);
  return {
    ...d,
    target: target(d.domain),
    registrar: 'Panel Registrar AB',
    registryStatuses: ['clientTransferProhibited'],
    authCodeAvailable: false,
    hasDnsZone: true,
    hostingServiceId: null,
    createdAt: '2023-03-01T10:00:00.000Z',
    lastSyncedAt: null,
    pendingOrder: null,
    ...over,
  };
};

export const listPage = (data: z.infer<typeof RegistrarDomain>[]) => ({
  data,
  hasMore: false,
  nextCursor: null,
  total: data.length,
});

export const verification = (name: string, over: Partial<z.infer<typeof Verification>> = {}) => ({
  domain: name,
  status: 'pending' as const,
  email: 'alex@lindqvist.me',
  lastSentAt: '2030-01-01T09:00:00.000Z',
  deadlineAt: '2030-01-16T09:00:00.000Z',
  verifiedAt: null,
  target: target(name),
  ...over,
});

export const lifecycle = (over: Partial<z.infer<typeof Lifecycle>> = {}): z.infer<typeof Lifecycle> => ({
  target: target('example.com'),
  domain: 'example.com',
  phase: 'active',
  expiresAt: '2030-06-01T12:00:00.000Z',
  autoRenew: true,
  renewalAttemptAt: '2030-05-02T12:00:00.000Z',
  restorable: false,
  restorePrice: null,
  timeline: [
    { phase: 'active', startsAt: '2023-06-01T12:00:00.000Z', endsAt: '2030-06-01T12:00:00.000Z' },
    { phase: 'grace', startsAt: '2030-06-01T12:00:00.000Z', endsAt: '2030-07-01T12:00:00.000Z' },
    { phase: 'redemption', startsAt: '2030-07-01T12:00:00.000Z', endsAt: '2030-07-31T12:00:00.000Z' },
    { phase: 'pending_delete', startsAt: '2030-07-31T12:00:00.000Z', endsAt: '2030-08-05T12:00:00.000Z' },
    { phase: 'released', startsAt: '2030-08-05T12:00:00.000Z', endsAt: null },
  ],
  ...over,
});

export const sync = (over: Partial<z.infer<typeof StatusSyncResult>> = {}): z.infer<typeof StatusSyncResult> => ({
  synced: true,
  registryAvailable: true,
  registryStatuses: ['clientTransferProhibited'],
  expiresAtRegistry: '2030-06-01T12:00:00.000Z',
  expiresAtLocal: '2030-06-01T12:00:00.000Z',
  expiryDrift: 0,
  target: target('example.com'),
  ...over,
});

export const dnssec = (over: Partial<z.infer<typeof DnssecState>> = {}): z.infer<typeof DnssecState> => ({
  target: target('example.com'),
  domain: 'example.com',
  signed: true,
  autoManaged: false,
  registryStatus: 'signed',
  dsRecords: [
    {
      id: 'ds_1',
      keyTag: 2371,
      algorithm: 13,
      digestType: 2,
      digest: 'E2D3C916F6DEEAC73294E8268FB5885044A833FC5459588F4A9184CFC41A5766',
      source: 'manual',
    },
  ],
  updatedAt: '2029-06-01T12:00:00.000Z',
  ...over,
});

export const hold = (id = 'pa_dom1') => ({
  status: 'confirmation_required' as const,
  pendingActionId: id,
  confirmationUrl: `http://localhost/confirm/${id}`,
  expiresAt: inDays(1),
  preview: [],
  operation: 'changeDomainNameservers',
});
