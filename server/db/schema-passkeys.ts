// Passkeys (docs/decisions/029): a person's WebAuthn credentials, and the challenges of ceremonies under way.
// No foreign keys to `users`/`sessions` (they live in schema.ts, which re-exports this file, as for ADR 026's
// tables): the account area deletes a person's passkeys and challenges itself.
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, textId, ts } from './columns';

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
