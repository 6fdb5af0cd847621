// Account and access: identity, overview and the account's history (audit log,
// balance ledger, single-use links) here; profile and preferences, balance,
// guests, two-factor, API tokens, password, recovery codes, sessions and passkeys in the account-*.ts files, merged below.
import { z } from 'zod';
import { Money, Timestamp, collection, page } from './common';
import { exportOf, sortParam } from './list-export';
import {
  AUDIT_LOG_SORT_DEFAULT,
  AUDIT_LOG_SORTS,
  BALANCE_EVENT_SORT_DEFAULT,
  BALANCE_EVENT_SORTS,
  ONELINK_SORT_DEFAULT,
  ONELINK_SORTS,
} from './list-sorts';
import { defineArea } from './operation';
import { AccountRole } from './auth';
import { preferenceOps, profileOps } from './account-profile';
import { balanceOps } from './account-balance';
import { guestOps } from './account-guests';
import { twoFactorOps } from './account-two-factor';
import { tokenOps } from './account-tokens';
import { passwordOps } from './account-password';
import { recoveryOps } from './account-recovery';
import { sessionOps } from './account-sessions';
import { notificationOps } from './account-notifications';
import { passkeyLoginOps, passkeyOps } from './account-passkeys';
import { attentionOps } from './account-attention';

export const Budget = z.object({
  limit: z.number().int(),
  remaining: z.number().int().min(0),
  resetInSeconds: z.number().int().min(0),
  windowMinutes: z.number().int(),
});

export const Me = Budget.extend({
  credential: z.object({
    kind: z.enum(['token', 'session']),
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.string()),
    expiresAt: Timestamp.nullable(),
  }),
  account: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  actor: z.object({ userId: z.number().int().nullable(), email: z.string().nullable(), isGuest: z.boolean() }),
});

export const Account = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  createdAt: Timestamp,
});

export const ServiceSummary = z.object({
  id: z.string(),
  type: z.string(),
  domain: z.string(),
  displayName: z.string(),
  status: z.string(),
  expiresAt: z.string(),
});

export const Overview = z.object({
  account: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    country: z.string(),
  }),
  // The spec's total, active and suspended, plus a bucket for every other status GET /services shows, so the
  // buckets add up to the total and each equals that list filtered by its status.
  services: z.object({
    total: z.number().int().min(0),
    active: z.number().int().min(0),
    suspended: z.number().int().min(0),
    pending: z.number().int().min(0),
    expired: z.number().int().min(0),
    cancelled: z.number().int().min(0),
  }),
  unpaidInvoices: z.object({ count: z.number().int().min(0), total: Money.nullable() }),
  balance: Money,
  // concise: display names; detailed: a map of service id -> service summary
  expiringSoon: z.union([z.array(z.string()), z.record(z.string(), ServiceSummary)]),
  suspended: z.union([z.array(z.string()), z.record(z.string(), ServiceSummary)]),
});
export type Overview = z.infer<typeof Overview>;

export const AccessibleAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: AccountRole,
  current: z.boolean(),
});

export const AuditEvent = z.object({
  id: z.string(),
  at: Timestamp,
  actor: z.object({
    kind: z.enum(['user', 'token', 'guest', 'system']),
    id: z.string().nullable(),
    name: z.string(),
  }),
  operation: z.string(),
  method: z.string(),
  path: z.string(),
  target: z.string().nullable(),
  outcome: z.enum(['success', 'held', 'approved', 'rejected', 'failed', 'denied']),
  status: z.number().int(),
  detail: z.string().nullable(),
});

export const BalanceEvent = z.object({
  id: z.string(),
  kind: z.enum(['deposit', 'charge', 'refund', 'adjustment']),
  amount: Money,
  balanceAfter: Money,
  description: z.string(),
  invoiceId: z.number().int().nullable(),
  createdAt: Timestamp,
});

export const Onelink = z.object({
  id: z.string(),
  purpose: z.string(),
  status: z.enum(['active', 'used', 'expired']),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  usedAt: Timestamp.nullable(),
});

const read = ['read:account'] as const;

const identityOps = defineArea('account', {
  getMe: {
    method: 'GET',
    path: '/me',
    tier: 'R',
    scopes: [],
    summary: 'Who the credential acts as, and the live request budget',
    response: Me,
  },
  getAccount: {
    method: 'GET',
    path: '/account',
    tier: 'R',
    scopes: read,
    summary: 'Customer profile for the credential',
    response: Account,
  },
  getOverview: {
    method: 'GET',
    path: '/account/overview',
    tier: 'R',
    scopes: read,
    summary: 'Services, unpaid invoices, balance, what expires soon and what is suspended',
    query: z.object({ response_format: z.enum(['concise', 'detailed']).default('concise') }),
    response: Overview,
  },
  listAccessibleAccounts: {
    method: 'GET',
    path: '/account/accessible-accounts',
    tier: 'R',
    scopes: read,
    summary: 'Accounts the user can act on: their own and those they are a guest of',
    response: z.object({ data: z.array(AccessibleAccount), total: z.number().int() }),
  },
  listAuditLog: {
    method: 'GET',
    path: '/audit-log',
    tier: 'R',
    scopes: read,
    summary: 'Audit events of the account, newest first unless `sort` says otherwise',
    query: z.object({
      ...page(200),
      outcome: AuditEvent.shape.outcome.optional(),
      actor: z.enum(['user', 'token', 'guest', 'system']).optional(),
      q: z.string().max(100).optional(),
      sort: sortParam(AUDIT_LOG_SORTS, AUDIT_LOG_SORT_DEFAULT),
    }),
    response: collection(AuditEvent),
  },
  listBalanceEvents: {
    method: 'GET',
    path: '/account/balance/events',
    tier: 'R',
    scopes: read,
    summary: 'Balance ledger, newest first unless `sort` says otherwise',
    query: z.object({ ...page(200), sort: sortParam(BALANCE_EVENT_SORTS, BALANCE_EVENT_SORT_DEFAULT) }),
    response: collection(BalanceEvent),
  },
  listOnelinks: {
    method: 'GET',
    path: '/account/onelink',
    tier: 'R',
    scopes: read,
    summary:
      'Burn-after-read handles (single-use links) issued for the account, newest first unless `sort` says otherwise',
    query: z.object({ ...page(100), sort: sortParam(ONELINK_SORTS, ONELINK_SORT_DEFAULT) }),
    response: collection(Onelink),
  },
});

const exportOps = defineArea('account', {
  exportAuditLog: exportOf(identityOps.listAuditLog, 'The audit log'),
});

// Composed in the registry's established order, which is the order of the published OpenAPI document.
const { getBalance, addFunds } = balanceOps;
export const accountOps = {
  ...identityOps,
  ...exportOps,
  ...attentionOps,
  ...preferenceOps,
  getBalance,
  ...profileOps,
  ...guestOps,
  ...twoFactorOps,
  addFunds,
  ...tokenOps,
  ...notificationOps,
  ...passwordOps,
  ...recoveryOps,
  ...sessionOps,
  ...passkeyOps,
  ...passkeyLoginOps,
};
