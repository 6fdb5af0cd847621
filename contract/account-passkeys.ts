// Passkeys (WebAuthn) of the logged-in person: added, named, renamed and removed on the Security page; used to
// sign in instead of a password, and as the step-up on the confirmation page where an authenticator code is
// asked for (docs/decisions/029). Every ceremony is two calls: the server makes options around a challenge it
// keeps (single use, 5 minutes), the browser asks the authenticator, and the answer comes back with the
// challenge's id. Only the web session may touch them (never an API token), and only the login's owner may
// add or remove them.
import { z } from 'zod';
import { Timestamp } from './common';
import { defineArea } from './operation';
import { Session } from './auth';

/** How long a ceremony's challenge can be answered. */
export const PASSKEY_CHALLENGE_MINUTES = 5;
/** Passkeys one login may have. */
export const PASSKEY_LIMIT = 20;

export const PasskeyName = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name, e.g. "Work laptop"')
  .max(64, 'At most 64 characters');

export const Passkey = z.object({
  /** A handle for rename and remove calls (not the credential's id). */
  id: z.string(),
  name: z.string(),
  createdAt: Timestamp,
  lastUsedAt: Timestamp.nullable(),
  /** `multiDevice`: synced by a password manager or platform account; `singleDevice`: bound to one authenticator. */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof Passkey>;

// What the authenticator answered, as @simplewebauthn/browser sends it: base64url text, bounded by the
// WebAuthn limits (a credential id is at most 1023 bytes; attestations and signatures are a few KiB).
const b64url = (max: number, what: string) =>
  z
    .string()
    .max(max, { error: `${what} is longer than an authenticator answers`, abort: true })
    .regex(/^[A-Za-z0-9_-]*$/, `${what} must be base64url text`);
const CredentialId = b64url(1400, 'The credential id');
// How the authenticator can be reached ('internal', 'usb', 'hybrid', …); browsers add new ones, so any short word.
const Transport = z.string().max(32, 'A transport is a short word, such as usb or internal');
const ClientExtensions = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

/** What every answer of an authenticator carries beside its `response` (WebAuthn's PublicKeyCredential JSON). */
const credentialFields = {
  id: CredentialId,
  rawId: CredentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensions,
};

export const RegistrationAnswer = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: b64url(8192, 'clientDataJSON'),
    attestationObject: b64url(65536, 'attestationObject'),
    authenticatorData: b64url(65536, 'authenticatorData').optional(),
    transports: z.array(Transport).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(65536, 'publicKey').optional(),
  }),
});

export const AssertionAnswer = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: b64url(8192, 'clientDataJSON'),
    authenticatorData: b64url(65536, 'authenticatorData'),
    signature: b64url(8192, 'signature'),
    userHandle: b64url(128, 'userHandle').optional(),
  }),
});

const ChallengeId = z.string().min(1, 'The passkey request is incomplete').max(64, 'That is no passkey request');

/** A signed challenge: the step-up on the confirmation page sends one in place of an authenticator code. */
export const PasskeyAssertion = z.object({ challengeId: ChallengeId, response: AssertionAnswer });

// The options the server makes (with @simplewebauthn/server) and the browser hands to the authenticator, as
// WebAuthn's JSON forms define them; every member is listed, since an answer carries only what its schema names.
const Descriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});
const Requirement = z.enum(['discouraged', 'preferred', 'required']);
const Hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional();
const Extensions = z.object({ credProps: z.boolean().optional() }).optional();

/** What the browser hands to navigator.credentials.create (through @simplewebauthn/browser). */
export const CreationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(Descriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: Requirement.optional(),
      userVerification: Requirement.optional(),
    })
    .optional(),
  hints: Hints,
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: Extensions,
});
/** What the browser hands to navigator.credentials.get. */
export const RequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(Descriptor).optional(),
  userVerification: Requirement.optional(),
  hints: Hints,
  extensions: Extensions,
});

const Ceremony = <T extends z.ZodType>(options: T) =>
  z.object({ challengeId: z.string(), expiresAt: Timestamp, options });

export const passkeyOps = defineArea('account', {
  listPasskeys: {
    method: 'GET',
    path: '/account/passkeys',
    tier: 'R',
    scopes: [],
    caller: 'session',
    summary: 'Passkeys of the logged-in person, oldest first',
    response: z.object({ data: z.array(Passkey), total: z.number().int().min(0) }),
  },
  startPasskeyRegistration: {
    method: 'POST',
    path: '/account/passkeys/registration-options',
    tier: 'W',
    scopes: [],
    caller: 'session',
    summary: 'Begin adding a passkey: options for navigator.credentials.create, around a single-use challenge',
    response: Ceremony(CreationOptions),
    errors: ['conflict', 'owner_only'],
  },
  addPasskey: {
    method: 'POST',
    path: '/account/passkeys',
    tier: 'W',
    scopes: [],
    caller: 'session',
    status: 201,
    summary: 'Finish adding a passkey with the authenticator’s answer to the challenge, and name it',
    body: z.object({ challengeId: ChallengeId, name: PasskeyName, response: RegistrationAnswer }),
    response: Passkey,
    errors: ['conflict', 'owner_only'],
  },
  renamePasskey: {
    method: 'PATCH',
    path: '/account/passkeys/{passkey}',
    tier: 'W',
    scopes: [],
    caller: 'session',
    summary: 'Rename one of your passkeys',
    params: z.object({ passkey: z.string().max(64) }),
    body: z.object({ name: PasskeyName }),
    response: Passkey,
    errors: ['not_found', 'owner_only'],
  },
  removePasskey: {
    method: 'DELETE',
    path: '/account/passkeys/{passkey}',
    tier: 'W',
    scopes: [],
    caller: 'session',
    summary: 'Remove one of your passkeys: it can no longer sign in or approve',
    params: z.object({ passkey: z.string().max(64) }),
    response: Passkey,
    errors: ['not_found', 'owner_only'],
  },
  startPasskeyStepUp: {
    method: 'POST',
    path: '/account/passkeys/step-up-options',
    tier: 'R',
    scopes: [],
    caller: 'session',
    summary: 'Options to sign a step-up challenge with one of your passkeys (sent with an approval)',
    response: Ceremony(RequestOptions),
    errors: ['not_found'],
  },
});

/**
 * Signing in with a passkey instead of a password; it starts the same web session a password login does. Account
 * operations like the others here (the word), served by the auth area's handlers under /auth.
 */
export const passkeyLoginOps = defineArea('account', {
  startPasskeyLogin: {
    method: 'POST',
    path: '/auth/passkey/options',
    tier: 'R',
    scopes: [],
    caller: 'public',
    summary: 'Options to sign in with a passkey: any passkey of this site the authenticator holds',
    response: Ceremony(RequestOptions),
  },
  loginWithPasskey: {
    method: 'POST',
    path: '/auth/passkey/login',
    tier: 'R',
    scopes: [],
    caller: 'public',
    summary: 'Sign in with a passkey’s answer to the challenge; sets the session cookie',
    body: PasskeyAssertion,
    response: Session,
    errors: ['unauthorized'],
  },
});
