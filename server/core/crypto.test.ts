// Password hashes name their scrypt cost; the default is OWASP's minimum; the
// first format (no parameters, Node's defaults) still verifies.
import { createCipheriv, randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_COST,
  hashPassword,
  needsRehash,
  isOutdatedSeal,
  newId,
  open,
  parsePasswordHash,
  randomString,
  seal,
  sealingKeys,
  verifyPassword,
} from './crypto';

const cheap = { N: 1024, r: 8, p: 1 };

/** A hash as the first version wrote it: `scrypt$salt$key`, N=16384, r=8, p=1. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
}

describe('password hashes', () => {
  it("default to at least OWASP's minimum for scrypt (N=2^17, r=8, p=1), written into the hash", async () => {
    expect(DEFAULT_PASSWORD_COST.N).toBeGreaterThanOrEqual(131_072);
    expect(DEFAULT_PASSWORD_COST.r).toBeGreaterThanOrEqual(8);
    expect(DEFAULT_PASSWORD_COST.p).toBeGreaterThanOrEqual(1);
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$N=\d+,r=\d+,p=\d+\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(parsePasswordHash(stored)!.cost).toEqual(DEFAULT_PASSWORD_COST);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
  });

  it('verify with the cost they name, and refuse a wrong password', async () => {
    const stored = await hashPassword('s3cret', cheap);
    expect(stored.startsWith('scrypt$N=1024,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('s3cret', stored)).toBe(true);
    expect(await verifyPassword('s3cret ', stored)).toBe(false);
  });

  it('read the first format as N=16384, r=8, p=1', async () => {
    const stored = legacyHash('old-password');
    expect(parsePasswordHash(stored)!.cost).toEqual({ N: 16_384, r: 8, p: 1 });
    expect(await verifyPassword('old-password', stored)).toBe(true);
    expect(await verifyPassword('other', stored)).toBe(false);
  });

  it('need rewriting only when weaker than the wanted cost in some parameter', async () => {
    const stored = await hashPassword('x', cheap);
    expect(needsRehash(stored, cheap)).toBe(false);
    expect(needsRehash(stored, { N: 512, r: 8, p: 1 })).toBe(false);
    expect(needsRehash(stored, { N: 2048, r: 8, p: 1 })).toBe(true);
    expect(needsRehash(stored, { N: 1024, r: 16, p: 1 })).toBe(true);
    expect(needsRehash(legacyHash('x'), DEFAULT_PASSWORD_COST)).toBe(true);
    expect(needsRehash('garbage', cheap)).toBe(true);
  });

  it('refuse, without throwing, strings we could not have written or that ask for too much', async () => {
    const good = await hashPassword('x', cheap);
    const [, , salt, key] = good.split('$');
    for (const bad of [
      '',
      'scrypt$disabled$disabled',
      `bcrypt$${salt}$${key}`,
      `scrypt$N=1000,r=8,p=1$${salt}$${key}`, // N not a power of two
      `scrypt$N=1073741824,r=8,p=1$${salt}$${key}`, // 1 TiB of memory
      `scrypt$N=1024,r=8$${salt}$${key}`,
      `scrypt$N=1024,r=8,p=1,x=2$${salt}$${key}`,
      `scrypt$N=1024,r=8,p=-1$${salt}$${key}`,
      `scrypt$N=1024,r=8,p=1$${salt}$${key}$extra`,
    ]) {
      expect(parsePasswordHash(bad), bad).toBeNull();
      expect(await verifyPassword('x', bad), bad).toBe(false);
    }
  });
});

describe('random strings', () => {
  it('have the asked length, letters and digits only, and do not repeat', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const s = randomString(i % 50);
      expect(s).toMatch(new RegExp(`^[0-9a-zA-Z]{${i % 50}}$`));
      if (s.length >= 16) seen.add(s);
    }
    // Drawn from a shared pool: a pool handed out twice would repeat.
    expect(seen.size).toBe([...Array(2000).keys()].filter((i) => i % 50 >= 16).length);
    expect(newId('req')).toMatch(/^req_[0-9a-zA-Z]{16}$/);
  });

  it('use all 62 characters about evenly', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 248; i++) for (const ch of randomString(1000)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 4,000 expected each, give or take 63 (one standard deviation); taking bytes modulo 62 would
    // give the first 8 characters 5/256 each, about 4,840.
    for (const n of counts.values()) expect(Math.abs(n - 4000)).toBeLessThan(400);
  });
});

describe('sealed secrets', () => {
  const secret = randomBytes(32);
  const keys = sealingKeys(secret, 'test');
  const parts = (sealed: string) => sealed.split('.');
  const b64 = (b: Buffer) => b.toString('base64url');

  it('derive separate sealing and hashing keys from the one secret, by purpose', () => {
    expect(keys.seal.equals(keys.hash)).toBe(false);
    expect(keys.seal.equals(secret) || keys.hash.equals(secret)).toBe(false);
    expect(sealingKeys(secret, 'other').seal.equals(keys.seal)).toBe(false);
    expect(sealingKeys(secret, 'test').seal.equals(keys.seal)).toBe(true);
    expect(() => sealingKeys(randomBytes(16), 'test')).toThrow();
  });

  it('open what they seal, with a 16-byte tag; deterministic sealing repeats, random does not', () => {
    const sealed = seal(keys, 'Panel-Secret-42');
    expect(parts(sealed)[0]).toBe('v2');
    expect(Buffer.from(parts(sealed)[2]!, 'base64url')).toHaveLength(16);
    expect(open(keys, sealed)).toBe('Panel-Secret-42');
    expect(seal(keys, 'x', true)).toBe(seal(keys, 'x', true));
    expect(seal(keys, 'x')).not.toBe(seal(keys, 'x'));
    expect(isOutdatedSeal(sealed)).toBe(false);
  });

  it('refuse a truncated tag, a tampered text and another key', () => {
    const [v, iv, tag, ct] = parts(seal(keys, 'Panel-Secret-42'));
    const short = Buffer.from(tag!, 'base64url').subarray(0, 4);
    expect(() => open(keys, [v, iv, b64(short), ct].join('.'))).toThrow();
    const flipped = Buffer.from(ct!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => open(keys, [v, iv, tag, b64(flipped)].join('.'))).toThrow();
    expect(() => open(sealingKeys(randomBytes(32), 'test'), [v, iv, tag, ct].join('.'))).toThrow();
    expect(() => open(keys, 'v3.a.b.c')).toThrow('Not a sealed secret');
  });

  it('still open values in the first format (the raw secret as the GCM key), but only with a full tag', () => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', secret, iv);
    const ct = Buffer.concat([cipher.update('Old-Secret', 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    const v1 = ['v1', b64(iv), b64(tag), b64(ct)].join('.');
    expect(open(keys, v1)).toBe('Old-Secret');
    expect(isOutdatedSeal(v1)).toBe(true);
    expect(() => open(keys, ['v1', b64(iv), b64(tag.subarray(0, 4)), b64(ct)].join('.'))).toThrow();
  });
});
