// Account-area API documents for component tests, typed against the contract
// so a contract change breaks them at compile time. Only tests import this.
import type { z } from 'zod';
import type { Balance } from '@contract/account-balance';
import type { Guest } from '@contract/account-guests';
import type { Preferences, Profile } from '@contract/account-profile';
import type { ApiToken } from '@contract/account-tokens';
import type { TwoFactorState } from '@contract/account-two-factor';
import type { ConfirmationHold } from '@contract/common';
import { json, type Routes } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';

/** What the app shell asks for on every authenticated page. */
export const shellRoutes = (): Routes => ({
  'GET /api/v1/auth/session': json(session()),
  'GET /api/v1/me': json(me()),
  'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
});

export const collectionOf = <T>(data: T[]) => ({ data, hasMore: false, nextCursor: null, total: data.length });

export const profile = (over: Partial<z.infer<typeof Profile>> = {}): z.infer<typeof Profile> => ({
  name: 'Demo Hosting AB',
  email: 'demo@example.com',
  company: 'Demo Hosting AB',
  phone: '+468123456',
  vatNumber: null,
  address: { line1: 'Storgatan 12', line2: null, city: 'Stockholm', postalCode: '111 22', country: 'SE' },
  updatedAt: '2026-01-10T09:00:00Z',
  ...over,
});

export const preferences = (): z.infer<typeof Preferences> => ({
  language: 'en-GB',
  timezone: 'Europe/Stockholm',
  theme: 'system',
  dateFormat: 'locale',
  notifications: { invoices: true, expiry: true, monitoring: true, newsletter: false },
});

export const balance = (): z.infer<typeof Balance> => ({
  balance: { amount: 42.5, currency: 'EUR' },
  pendingDeposits: { amount: 0, currency: 'EUR' },
  updatedAt: '2026-01-10T09:00:00Z',
});

export const hold = (over: Partial<ConfirmationHold> = {}): ConfirmationHold => ({
  status: 'confirmation_required',
  pendingActionId: 'pa_01J0ABC',
  confirmationUrl: 'http://localhost/confirm/pa_01J0ABC',
  expiresAt: '2030-01-01T00:00:00Z',
  preview: [],
  target: null,
  operation: 'addFunds',
  money: { amount: 100, currency: 'EUR' },
  ...over,
});

export const token = (over: Partial<z.infer<typeof ApiToken>> = {}): z.infer<typeof ApiToken> => ({
  id: 'tok_abc123',
  name: 'deploy-bot',
  scopes: ['read:dns', 'write:dns'],
  prefix: 'hcp_AbCd',
  createdAt: '2026-01-02T10:00:00Z',
  expiresAt: null,
  lastUsedAt: '2026-01-09T08:30:00Z',
  revokedAt: null,
  ...over,
});

export const guest = (over: Partial<z.infer<typeof Guest>> = {}): z.infer<typeof Guest> => ({
  id: 7,
  email: 'maria@example.com',
  guestId: 3,
  linked: true,
  role: 'all',
  createdAt: '2026-01-05T12:00:00Z',
  ...over,
});

export const twoFactorOff = (): z.infer<typeof TwoFactorState> => ({ enabled: false, methods: [] });
export const twoFactorOn = (): z.infer<typeof TwoFactorState> => ({
  enabled: true,
  methods: [
    { id: 'totp-1', type: 'totp', maskedValue: 'Authenticator app ••••WXYZ', createdAt: '2026-01-10T09:00:00Z' },
  ],
});
