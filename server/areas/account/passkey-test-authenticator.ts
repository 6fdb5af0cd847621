// A software authenticator for the server tests (docs/decisions/029): an ES256 key pair per passkey, answers
// built byte by byte as WebAuthn defines them (authenticator data, a "none" attestation in CBOR, an ECDSA
// signature over authenticator data and the client data's hash), so @simplewebauthn/server checks them as
// it would a real one's. The browser test uses Chromium's virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

// The few CBOR forms an attestation needs: unsigned and negative integers, byte and text strings, maps.
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
}
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), Buffer.from(v)]);
  return Buffer.concat([head(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function authData(rpId: string, flags: number, counter: number, attested?: Buffer) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

export interface CeremonyOptions {
  challenge: string;
  rpId?: string;
  rp?: { id?: string };
}

export class SoftPasskey {
  readonly credentialId = randomBytes(32);
  private readonly key: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  counter = 0;

  constructor(
    readonly origin: string,
    readonly rpId: string,
    /** Whether the authenticator says it verified its user (PIN, biometrics). */
    readonly verifiesUser = true,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = pair.privateKey;
    this.publicJwk = pair.publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  get id() {
    return b64url(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer navigator.credentials.create would give, as @simplewebauthn/browser sends it. */
  register(options: CeremonyOptions, o: { origin?: string } = {}) {
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
    const idLength = Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cose]);
    const data = authData(options.rp?.id ?? this.rpId, UP | (this.verifiesUser ? UV : 0) | AT, this.counter, attested);
    const attestation = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', data],
      ]),
    );
    return {
      ...this.credential(),
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, o.origin)),
        attestationObject: b64url(attestation),
        transports: ['internal' as const],
      },
    };
  }

  /** The fields every answer of this authenticator carries beside its `response`. */
  private credential() {
    return { id: this.id, rawId: this.id, type: 'public-key' as const, clientExtensionResults: {} };
  }

  /** The answer navigator.credentials.get would give; the counter moves on unless told what to sign with. */
  assert(options: CeremonyOptions, o: { origin?: string; counter?: number } = {}) {
    if (o.counter === undefined) this.counter += 1;
    const data = authData(this.rpId, UP | (this.verifiesUser ? UV : 0), o.counter ?? this.counter);
    const clientData = this.clientData('webauthn.get', options.challenge, o.origin);
    const signature = sign('sha256', Buffer.concat([data, sha(clientData)]), this.key);
    return {
      ...this.credential(),
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(data),
        signature: b64url(signature),
      },
    };
  }
}
