// Realistic API documents shaped by the contract (typed against it, so a
// contract change breaks the fixtures at compile time, not silently).
import type { Session } from '@contract/auth';
import type { Target } from '@contract/common';
import type { PendingAction } from '@contract/confirmations';
import type { HostingAccountSummary } from '@contract/hosting';
import type { z } from 'zod';
import type { Me, AccessibleAccount, Overview } from '@contract/account';
import { json, type Routes } from './fetch-stub';

export const session = (over: Partial<Session> = {}): Session => ({
  user: { id: 1, email: 'demo@example.com', name: 'Dana Demo', twoFactorEnabled: false },
  account: { id: 10, name: 'Demo Hosting AB', email: 'demo@example.com', role: 'owner' },
  expiresAt: '2030-01-01T00:00:00Z',
  ...over,
});

export const me = (over: Partial<z.infer<typeof Me>> = {}): z.infer<typeof Me> => ({
  limit: 300,
  remaining: 290,
  resetInSeconds: 200,
  windowMinutes: 5,
  credential: { kind: 'session', id: 'ses_1', name: 'Web session', scopes: [], expiresAt: null },
  account: { id: 10, name: 'Demo Hosting AB', email: 'demo@example.com' },
  actor: { userId: 1, email: 'demo@example.com', isGuest: false },
  ...over,
});

export const accessible = (): { data: z.infer<typeof AccessibleAccount>[]; total: number } => ({
  data: [
    { id: 10, name: 'Demo Hosting AB', email: 'demo@example.com', role: 'owner', current: true },
    { id: 20, name: 'Partner Shop Ltd', email: 'ops@partner.example', role: 'guest', current: false },
  ],
  total: 2,
});

export const overview = (name = 'Demo Hosting AB'): Overview => ({
  account: { id: 10, name, email: 'demo@example.com', company: null, country: 'SE' },
  services: { total: 7, active: 6, suspended: 1, pending: 0, expired: 0, cancelled: 0 },
  unpaidInvoices: { count: 1, total: { amount: 129, currency: 'EUR' } },
  balance: { amount: 42.5, currency: 'EUR' },
  expiringSoon: ['example.com'],
  suspended: ['old-shop.example'],
});

export const pendingAction = (over: Partial<PendingAction> = {}): PendingAction => ({
  id: 'pa_01J0ABC',
  operation: 'addFunds',
  summary: 'Add 500.00 EUR to the prepaid balance',
  status: 'confirmation_required',
  account: { id: 10, name: 'Demo Hosting AB' },
  target: null,
  preview: [
    { label: 'Amount', value: '500.00 EUR' },
    { label: 'Payment method', value: 'Card ending •••• 4242' },
  ],
  money: { amount: 500, currency: 'EUR' },
  irreversible: false,
  requestedBy: { kind: 'token', name: 'billing-bot' },
  createdAt: '2026-01-10T09:00:00Z',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  decidedAt: null,
  decidedBy: null,
  result: null,
  error: null,
  ...over,
});

/** What the app shell reads around a page: the session, the caller and no other accounts. */
export const shellRoutes = (): Routes => ({
  'GET /api/v1/auth/session': json(session()),
  'GET /api/v1/me': json(me()),
  'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
});

/** The hosting account the areas' tests share (backups, cron, applications, databases). */
export const HOSTING_DOMAIN = 'nordlight-studio.com';

/** How the server resolved a request to that hosting account. */
export const hostingTarget = (domain = HOSTING_DOMAIN, daUsername = 'nordligh'): Target => ({
  input: domain,
  kind: 'domain',
  domain,
  mailbox: null,
  serviceId: 41,
  domainServiceId: null,
  daUsername,
  node: 'web-ams-04',
  userId: 10,
  note: null,
});

/** That hosting account as the accounts list shows it. */
export const hostingAccount = (
  over: Partial<z.infer<typeof HostingAccountSummary>> = {},
): z.infer<typeof HostingAccountSummary> => ({
  serviceId: 41,
  domain: HOSTING_DOMAIN,
  daUsername: 'nordligh',
  plan: 'Business Hosting',
  node: 'web-ams-04',
  status: 'active',
  diskUsedMb: 2100,
  diskQuotaMb: 51200,
  expiresAt: '2030-01-01T00:00:00.000Z',
  ...over,
});
