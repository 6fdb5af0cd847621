// Getting back in (docs/decisions/026): password-reset links, two-factor recovery codes, and what a web
// session was opened from. Only hashes of the reset tokens and recovery codes are kept. No foreign keys to
// `users`/`sessions` (they live in schema.ts, which re-exports this file): the auth and account areas
// delete these rows in the same transaction as what they belong to.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, textId, ts } from './columns';

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
