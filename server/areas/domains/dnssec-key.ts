// The key-signing key automatic DNSSEC publishes: ECDSA P-256 with SHA-256
// (algorithm 13, RFC 6605), the algorithm RFC 8624 recommends for signing.
// Only the public half is kept (the sandbox signs nothing for real).
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Dnskey } from './ds-digest';

/** DNSKEY flags of a key-signing key: Zone Key (bit 7) and Secure Entry Point (bit 15), RFC 4034 §2.1.1. */
export const KSK_FLAGS = 257;
/** RFC 4034 §2.1.2: the protocol field is always 3. */
export const DNSKEY_PROTOCOL = 3;
export const ECDSA_P256_SHA256 = 13;

/** The DNSKEY public key field of a P-256 key: the point's x and y, 32 octets each (RFC 6605 §4). */
export function p256PublicKeyField(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.crv !== 'P-256' || !jwk.x || !jwk.y) throw new Error('not a P-256 public key');
  return Buffer.concat([Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')]).toString('base64');
}

/** A fresh key-signing key as its DNSKEY fields. */
export function newKeySigningKey(): Dnskey {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    flags: KSK_FLAGS,
    protocol: DNSKEY_PROTOCOL,
    algorithm: ECDSA_P256_SHA256,
    publicKey: p256PublicKeyField(publicKey),
  };
}
