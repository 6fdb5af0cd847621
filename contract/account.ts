// Account and access: identity, overview, profile, preferences, guests,
// two-factor, audit log, balance and its ledger, API tokens.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Email, Money, Timestamp, collection, page } from './common';
import { defineArea } from './operation';
import { Scope } from './scopes';
import { AccountRole } from './auth';

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
  services: z.object({
    total: z.number().int().min(0),
    active: z.number().int().min(0),
    suspended: z.number().int().min(0),
  }),
  unpaidInvoices: z.object({ count: z.number().int().min(0), total: Money.nullable() }),
  balance: Money,
  // concise: display names; detailed: a map of service id -> service summary
  expiringSoon: z.union([z.array(z.string()), z.record(z.string(), ServiceSummary)]),
  suspended: z.union([z.array(z.string()), z.record(z.string(), ServiceSummary)]),
});
export type Overview = z.infer<typeof Overview>;

export const Address = z.object({
  line1: z.string().max(200),
  line2: z.string().max(200).nullable(),
  city: z.string().max(100),
  postalCode: z.string().max(20),
  country: z.string().length(2, 'Use the two-letter country code'),
});

export const Profile = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: Address,
  updatedAt: Timestamp,
});

export const ProfilePatch = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(120),
    company: z.string().trim().max(120).nullable(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number such as +46 8 123 456')
      .nullable(),
    vat_number: z.string().trim().max(20).nullable(),
    address: Address.partial(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change' });

export const Preferences = z.object({
  language: z.enum(['en', 'sv', 'de', 'fr', 'es']),
  timezone: z.string(),
  theme: z.enum(['system', 'light', 'dark']),
  dateFormat: z.enum(['iso', 'us', 'eu']),
  notifications: z.object({
    invoices: z.boolean(),
    expiry: z.boolean(),
    monitoring: z.boolean(),
    newsletter: z.boolean(),
  }),
});
export const PreferencesPatch = z
  .object({
    language: Preferences.shape.language,
    timezone: z.string().max(64).refine(isTimeZone, 'Unknown time zone'),
    theme: Preferences.shape.theme,
    date_format: Preferences.shape.dateFormat,
    notifications: Preferences.shape.notifications.partial(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one preference to change' });

function isTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const Guest = z.object({
  id: z.number().int(),
  email: z.string(),
  guestId: z.number().int().nullable(),
  linked: z.boolean(),
  role: z.literal('all'),
  createdAt: Timestamp,
});

export const AccessibleAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: AccountRole,
  current: z.boolean(),
});

export const TwoFactorMethod = z.object({
  id: z.string(),
  type: z.literal('totp'),
  maskedValue: z.string(),
  createdAt: Timestamp,
});
export const TwoFactorState = z.object({ enabled: z.boolean(), methods: z.array(TwoFactorMethod) });
export const TotpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

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

export const Balance = z.object({
  balance: Money,
  pendingDeposits: Money,
  updatedAt: Timestamp,
});

export const Onelink = z.object({
  id: z.string(),
  purpose: z.string(),
  status: z.enum(['active', 'used', 'expired']),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  usedAt: Timestamp.nullable(),
});

export const ApiToken = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(Scope),
  prefix: z.string(),
  createdAt: Timestamp,
  expiresAt: Timestamp.nullable(),
  lastUsedAt: Timestamp.nullable(),
  revokedAt: Timestamp.nullable(),
});
export const CreateTokenBody = z.object({
  name: z.string().trim().min(1, 'Name the token').max(64, 'At most 64 characters'),
  scopes: z.array(Scope).min(1, 'Choose at least one scope'),
  expiresAt: Timestamp.nullish(),
});

export const AddFundsBody = z.object({
  amount: z
    .number({ error: 'Enter an amount' })
    .min(100, 'The smallest top-up is 100')
    .max(5000000, 'The largest top-up is 5,000,000'),
  attempt_key: AttemptKey,
});

const read = ['read:account'] as const;
const write = ['write:account'] as const;

export const accountOps = defineArea('account', {
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
    summary: 'Audit events of the account, newest first',
    query: z.object({
      ...page(200),
      outcome: AuditEvent.shape.outcome.optional(),
      actor: z.enum(['user', 'token', 'guest', 'system']).optional(),
      q: z.string().max(100).optional(),
    }),
    response: collection(AuditEvent),
  },
  listBalanceEvents: {
    method: 'GET',
    path: '/account/balance/events',
    tier: 'R',
    scopes: read,
    summary: 'Balance ledger, newest first',
    query: z.object(page(200)),
    response: collection(BalanceEvent),
  },
  listOnelinks: {
    method: 'GET',
    path: '/account/onelink',
    tier: 'R',
    scopes: read,
    summary: 'Burn-after-read handles (single-use links) issued for the account',
    query: z.object(page(100)),
    response: collection(Onelink),
  },
  getPreferences: {
    method: 'GET',
    path: '/account/preferences',
    tier: 'R',
    scopes: read,
    summary: 'Notification and display preferences',
    response: Preferences,
  },
  updatePreferences: {
    method: 'PATCH',
    path: '/account/preferences',
    tier: 'W',
    scopes: write,
    summary: 'Change preferences',
    body: PreferencesPatch,
    response: Preferences,
  },
  getBalance: {
    method: 'GET',
    path: '/account/balance',
    tier: 'R',
    scopes: read,
    summary: 'Prepaid balance',
    response: Balance,
  },
  getProfile: {
    method: 'GET',
    path: '/account/profile',
    tier: 'R',
    scopes: read,
    summary: 'Contact profile',
    response: Profile,
  },
  updateProfile: {
    method: 'PATCH',
    path: '/account/profile',
    tier: 'W',
    scopes: write,
    summary: 'Change contact details',
    body: ProfilePatch,
    response: Profile,
  },
  requestEmailChange: {
    method: 'POST',
    path: '/account/profile/email-change',
    tier: 'W',
    scopes: write,
    hold: true,
    summary: 'Hold a login-email change for confirmation',
    body: z.object({ new_email: Email, attempt_key: AttemptKey }),
    response: ConfirmationHold,
  },
  listGuests: {
    method: 'GET',
    path: '/account/guests',
    tier: 'R',
    scopes: read,
    summary: 'Guests with access to this account',
    query: z.object(page(100)),
    response: collection(Guest),
  },
  inviteGuest: {
    method: 'POST',
    path: '/account/guests',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Invite a guest by email',
    errors: ['conflict'],
    body: z.object({ email: Email, role: z.literal('all').optional() }),
    response: Guest,
  },
  revokeGuest: {
    method: 'DELETE',
    path: '/account/guests/{guest}',
    tier: 'W',
    scopes: write,
    summary: "Revoke a guest's access",
    params: z.object({ guest: z.string().regex(/^\d+$/, 'A guest id') }),
    response: Guest.extend({ revokedAt: Timestamp }),
    errors: ['not_found'],
  },
  getTwoFactor: {
    method: 'GET',
    path: '/account/two-factor',
    tier: 'R',
    scopes: read,
    summary: 'Two-factor state of the logged-in user',
    response: TwoFactorState,
  },
  enableTwoFactor: {
    method: 'POST',
    path: '/account/two-factor/enable',
    tier: 'W',
    scopes: write,
    caller: 'session',
    summary: 'Begin authenticator enrolment: returns an otpauth URI to scan',
    response: z.object({ otpauthUri: z.string(), secret: z.string(), expiresAt: Timestamp }),
    errors: ['conflict'],
  },
  confirmTwoFactor: {
    method: 'POST',
    path: '/account/two-factor/confirm',
    tier: 'W',
    scopes: write,
    caller: 'session',
    summary: 'Confirm enrolment with a live authenticator code',
    body: z.object({ code: TotpCode }),
    response: TwoFactorState,
    errors: ['conflict'],
  },
  disableTwoFactor: {
    method: 'POST',
    path: '/account/two-factor/disable',
    tier: 'W',
    scopes: write,
    caller: 'session',
    summary: 'Turn two-factor off (needs a live code)',
    body: z.object({ code: TotpCode }),
    response: TwoFactorState,
    errors: ['conflict'],
  },
  addFunds: {
    method: 'POST',
    path: '/account/balance/actions/add-funds',
    tier: 'W',
    scopes: ['write:billing'],
    hold: true,
    summary: 'Hold a balance top-up; approval creates a deposit invoice to pay',
    body: AddFundsBody,
    response: ConfirmationHold.extend({ amount: Money }),
  },
  listTokens: {
    method: 'GET',
    path: '/account/tokens',
    tier: 'R',
    scopes: [],
    caller: 'session',
    summary: 'API tokens of the account (never their secrets)',
    query: z.object(page(100)),
    response: collection(ApiToken),
  },
  createToken: {
    method: 'POST',
    path: '/account/tokens',
    tier: 'W',
    scopes: [],
    caller: 'session',
    status: 201,
    summary: 'Create an API token; its secret is in `token` this once',
    body: CreateTokenBody,
    response: z.object({
      id: z.string(),
      name: z.string(),
      scopes: z.array(Scope),
      token: z.string(),
      createdAt: Timestamp,
      expiresAt: Timestamp.nullable(),
    }),
  },
  revokeToken: {
    method: 'DELETE',
    path: '/account/tokens/{token}',
    tier: 'W',
    scopes: [],
    caller: 'session',
    summary: 'Revoke an API token',
    params: z.object({ token: z.string().max(64) }),
    response: ApiToken,
    errors: ['not_found'],
  },
});
