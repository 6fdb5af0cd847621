// The DS computation against the RFCs' own examples: RFC 4034 §5.4 (SHA-1),
// RFC 4509 §2.3 (the same key, SHA-256) and RFC 6605 §6.1/§6.2 (ECDSA P-256
// with SHA-256, P-384 with SHA-384), and the key the service generates.
import { createECDH, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestLengthProblem, dnskeyRdata, dsFor, keyTag, ownerNameWire, type Dnskey } from './ds-digest';
import { newKeySigningKey, p256PublicKeyField } from './dnssec-key';

// RFC 4034 §5.4: dskey.example.com. DNSKEY 256 3 5 (… ; key id = 60485)
const RFC4034_KEY: Dnskey = {
  flags: 256,
  protocol: 3,
  algorithm: 5,
  publicKey:
    'AQOeiiR0GOMYkDshWoSKz9XzfwJr1AYtsmx3TGkJaNXVbfi/2pHm822aJ5iI9BMzNXxeYCmZDRD99WYwYqUSdjMmmAphXdvx' +
    'egXd/M5+X7OrzKBaMbCVdFLUUh6DhweJBjEVv5f2wwjM9XzcnOf+EPbtG9DMBmADjFDc2w/rljwvFw==',
};
// RFC 6605 §6.1: example.net. DNSKEY 257 3 13, and its private key
const RFC6605_P256: Dnskey = {
  flags: 257,
  protocol: 3,
  algorithm: 13,
  publicKey: 'GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==',
};
const RFC6605_P256_PRIVATE = 'GU6SnQ/Ou+xC5RumuIUIuJZteXT2z0O/ok1s38Et6mQ=';
// RFC 6605 §6.2: example.net. DNSKEY 257 3 14
const RFC6605_P384: Dnskey = {
  flags: 257,
  protocol: 3,
  algorithm: 14,
  publicKey:
    'xKYaNhWdGOfJ+nPrL8/arkwf2EY3MDJ+SErKivBVSum1w/egsXvSADtNJhyem5RCOpgQ6K8X1DRSEkrbYQ+OB+v8' +
    '/uX45NBwY8rp65F6Glur8I/mlVNgF6W/qTI37m40',
};

describe('DS records (RFC 4034 §5.1.4, key tag Appendix B)', () => {
  it('match RFC 4034 §5.4 (SHA-1) and RFC 4509 §2.3 (SHA-256) for dskey.example.com', () => {
    expect(keyTag(RFC4034_KEY)).toBe(60485);
    expect(dsFor('dskey.example.com', RFC4034_KEY, 1)).toEqual({
      keyTag: 60485,
      algorithm: 5,
      digestType: 1,
      digest: '2BB183AF5F22588179A53B0A98631FAD1A292118',
    });
    expect(dsFor('dskey.example.com.', RFC4034_KEY, 2).digest).toBe(
      'D4B7D520E7BB5F0F67674A0CCEB1E3E0614B93C4F9E99B8383F6A1E4469DA50A',
    );
  });

  it('match RFC 6605 §6.1 (P-256, SHA-256) and §6.2 (P-384, SHA-384) for example.net', () => {
    expect(dsFor('example.net', RFC6605_P256, 2)).toEqual({
      keyTag: 55648,
      algorithm: 13,
      digestType: 2,
      digest: 'B4C8C1FE2E7477127B27115656AD6256F424625BF5C1E2770CE6D6E37DF61D17',
    });
    expect(dsFor('example.net', RFC6605_P384, 4)).toEqual({
      keyTag: 10771,
      algorithm: 14,
      digestType: 4,
      digest: '72D7B62976CE06438E9C0BF319013CF801F09ECC84B8D7E9495F27E305C6A9B0563A9B5F4D288405C3008A946DF983D6',
    });
  });

  it('encode the owner name in canonical (lower-case) wire form', () => {
    expect(ownerNameWire('Example.NET').toString('hex')).toBe('076578616d706c65036e657400');
    expect(dnskeyRdata(RFC6605_P256).subarray(0, 4).toString('hex')).toBe('0101030d');
  });

  it('say the expected length when a digest does not fit its type', () => {
    expect(digestLengthProblem(2, 'AB'.repeat(32))).toBeNull();
    expect(digestLengthProblem(1, 'AB'.repeat(32))).toBe(
      'A SHA-1 digest (digest_type 1) is 40 hex characters; this one has 64',
    );
    expect(digestLengthProblem(4, 'AB'.repeat(32))).toMatch(/SHA-384.*96 hex characters/);
  });
});

describe('the generated key-signing key', () => {
  it('writes a P-256 public key the way RFC 6605 does (the RFC private key gives the RFC public key)', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(RFC6605_P256_PRIVATE, 'base64'));
    const point = ecdh.getPublicKey(); // 0x04 | x | y
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    expect(p256PublicKeyField(key)).toBe(RFC6605_P256.publicKey);
  });

  it('is a KSK (257 3 13) with a 64-octet key, different each time', () => {
    const a = newKeySigningKey();
    const b = newKeySigningKey();
    expect(a).toMatchObject({ flags: 257, protocol: 3, algorithm: 13 });
    expect(Buffer.from(a.publicKey, 'base64')).toHaveLength(64);
    expect(a.publicKey).not.toBe(b.publicKey);
    expect(dsFor('nordlight.se', a, 2).digest).toMatch(/^[0-9A-F]{64}$/);
  });
});
