// DS records from a DNSKEY, as RFC 4034 defines them: the key tag (Appendix B)
// and the digest over the owner name in canonical wire form followed by the
// DNSKEY RDATA (§5.1.4), for the digest types registries accept (RFC 4034 SHA-1,
// RFC 4509 SHA-256, RFC 6605 SHA-384). Pure: no database, no clock.
import { createHash } from 'node:crypto';

export interface Dnskey {
  flags: number;
  protocol: number;
  algorithm: number;
  /** The public key field as it is written in a zone file: base64. */
  publicKey: string;
}

export interface DsData {
  keyTag: number;
  algorithm: number;
  digestType: number;
  /** Upper-case hex, as the registry stores it. */
  digest: string;
}

/** Digest types a DS record can carry here, with their hash and length in hex characters. */
export const DIGEST_TYPES = {
  1: { name: 'SHA-1', hash: 'sha1', hexLength: 40 },
  2: { name: 'SHA-256', hash: 'sha256', hexLength: 64 },
  4: { name: 'SHA-384', hash: 'sha384', hexLength: 96 },
} as const;
export type DigestType = keyof typeof DIGEST_TYPES;

export const isDigestType = (n: number): n is DigestType => Object.hasOwn(DIGEST_TYPES, n);

/**
 * The owner name in canonical DNS wire form (RFC 4034 §6.2: lower case, no
 * compression): each label prefixed by its length, then the root's empty label.
 * `name` is a domain the contract has already validated (ASCII, labels of 1–63
 * octets), so this only encodes it.
 */
export function ownerNameWire(name: string): Buffer {
  const labels = name.toLowerCase().replace(/\.$/, '').split('.');
  const parts = labels.flatMap((label) => {
    const bytes = Buffer.from(label, 'ascii');
    if (bytes.length < 1 || bytes.length > 63) throw new Error(`"${label}" is not a DNS label`);
    return [Buffer.from([bytes.length]), bytes];
  });
  return Buffer.concat([...parts, Buffer.from([0])]);
}

/** DNSKEY RDATA (RFC 4034 §2.1): flags (16 bits), protocol (8), algorithm (8), public key. */
export function dnskeyRdata(key: Dnskey): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(key.flags, 0);
  head.writeUInt8(key.protocol, 2);
  head.writeUInt8(key.algorithm, 3);
  return Buffer.concat([head, Buffer.from(key.publicKey, 'base64')]);
}

/**
 * The key tag of RFC 4034 Appendix B: the RDATA summed as 16-bit big-endian
 * words, the carry folded back in once. (Algorithm 1, RSA/MD5, uses another rule;
 * it is not an algorithm registries accept, so it is refused rather than computed.)
 */
export function keyTag(key: Dnskey): number {
  if (key.algorithm === 1) throw new Error('RSA/MD5 (algorithm 1) keys have another key-tag rule and are not accepted');
  const rdata = dnskeyRdata(key);
  let ac = 0;
  for (let i = 0; i < rdata.length; i++) ac += i & 1 ? rdata[i]! : rdata[i]! << 8;
  ac += (ac >> 16) & 0xffff;
  return ac & 0xffff;
}

/** The DS record for `key` at `owner` with the given digest type (RFC 4034 §5.1.4). */
export function dsFor(owner: string, key: Dnskey, digestType: DigestType): DsData {
  const digest = createHash(DIGEST_TYPES[digestType].hash)
    .update(ownerNameWire(owner))
    .update(dnskeyRdata(key))
    .digest('hex')
    .toUpperCase();
  return { keyTag: keyTag(key), algorithm: key.algorithm, digestType, digest };
}

/** What is wrong with a digest's length for its type, or null when it fits. */
export function digestLengthProblem(digestType: number, digest: string): string | null {
  if (!isDigestType(digestType)) return null; // the contract refuses unknown types before this
  const { name, hexLength } = DIGEST_TYPES[digestType];
  return digest.length === hexLength
    ? null
    : `A ${name} digest (digest_type ${digestType}) is ${hexLength} hex characters; this one has ${digest.length}`;
}
