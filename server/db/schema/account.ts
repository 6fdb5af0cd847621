// The account tables: only server/areas/account reads or writes them (docs/architecture.md, "Who owns which table").
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, textId, timestamps, ts } from '@server/db/columns';

/** The owning account, with the foreign key the tables of this file have (a new builder each call). */
const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id);

/** A "forgot password" link: single use, 30 minutes. `token_hash` is the SHA-256 of the secret in the mailed link. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: textId(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token_hash_uq').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/** One two-factor recovery code of a person's current set: its salted SHA-256, and when it was used. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_uq').on(t.userId, t.codeHash)],
);

/**
 * What a web session was opened from, for the Security page's list: the browser's User-Agent, the client
 * address and a coarse place, and when it was last used. `last_used_at` is written at most once a minute
 * per session (core/session-use.ts), named like `api_tokens.last_used_at`: bookkeeping a read may do.
 */
export const sessionDetails = pgTable('session_details', {
  sessionId: text('session_id').primaryKey(), // sessions.id
  userAgent: text('user_agent'),
  ip: text('ip'),
  place: text('place'),
  lastUsedAt: ts('last_used_at'),
});

/**
 * One passkey: the credential's id and public key as the authenticator gave them (base64url), its signature
 * counter (an unsigned 32-bit number, hence bigint), and the name the person gave it. `id` is a random handle
 * for the API, so the credential id never appears in a URL or a log line.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: textId(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_id_uq').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * A challenge handed out for one ceremony (`register`, `login`, `step-up`), with the relying party id and the
 * origin it was made for. Claimed by deleting it, so it answers once; `session_id` binds a registration or a
 * step-up to the session that asked (null for a login, which has none yet).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: textId(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id'),
    sessionId: text('session_id'),
    challenge: text('challenge').notNull(),
    rpId: text('rp_id').notNull(),
    origin: text('origin').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret'),
    totpEnabledAt: ts('totp_enabled_at'),
    totpPendingSecret: text('totp_pending_secret'),
    totpPendingExpiresAt: ts('totp_pending_expires_at'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    country: text('country').notNull(),
    currency: text('currency').notNull().default('EUR'),
    phone: text('phone'),
    vatNumber: text('vat_number'),
    address: jsonb('address')
      .$type<{ line1: string; line2: string | null; city: string; postalCode: string; country: string }>()
      .notNull(),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull(),
    balanceCents: cents('balance_cents').default(0),
    ...timestamps(),
  },
  (t) => [index('accounts_owner_idx').on(t.ownerUserId)],
);

export const guests = pgTable(
  'guests',
  {
    id: id(),
    accountId: accountRef(),
    email: text('email').notNull(),
    role: text('role').notNull().default('all'),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('guests_active_uq')
      .on(t.accountId, sql`lower(${t.email})`)
      .where(sql`revoked_at is null`),
    index('guests_user_idx').on(t.userId),
  ],
);

export const sessions = pgTable('sessions', {
  id: textId(), // SHA-256 of the cookie secret, never the secret
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  accountId: accountRef(),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
});

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: textId(),
    accountId: accountRef(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    hash: text('hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at'),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    // The guest link it was minted under (a session switched into this account as a guest), else null:
    // it acts as that guest, and revoking the guest revokes it in the same transaction (docs/decisions/023).
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_uq').on(t.hash),
    index('api_tokens_account_idx').on(t.accountId, t.createdAt),
    index('api_tokens_guest_idx').on(t.guestId),
  ],
);
