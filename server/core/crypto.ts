// Secrets, hashes and ids. Secrets we only check are stored as SHA-256 hashes;
// secrets we must give back (a migration's source passwords) are sealed with AES-256-GCM;
// passwords use scrypt with a per-password salt, and the stored string names its
// own cost (`scrypt$N=131072,r=8,p=1$<salt>$<key>`) so the cost can rise later
// without locking anyone out: an older hash still verifies and is rewritten at login.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  scrypt as scryptCb,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { promisify } from 'node:util';
import { customAlphabet } from 'nanoid';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, o: ScryptOptions) => Promise<Buffer>;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

// nanoid draws from a pool of CSPRNG bytes it refills in large blocks (one randomBytes call per
// request cost 7% of the API's CPU under load) and rejects bytes that would favour some letters.
const alphanumeric = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
export const randomString = (len: number): string => alphanumeric(len);

export const newId = (prefix: string, len = 16) => `${prefix}_${randomString(len)}`;

/** scrypt's cost: N (CPU/memory, a power of two), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet's minimum for scrypt; the production cost. */
export const DEFAULT_PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** What a hash in the first format (`scrypt$salt$key`, no parameters) was made with: Node's defaults. */
const LEGACY_COST: ScryptCost = { N: 16_384, r: 8, p: 1 };

/** A stored hash may not ask for more than this (1 GiB of memory), whatever its string says. */
const MAX_MEMORY = 1024 ** 3;

// scrypt needs 128·N·r bytes; Node refuses anything over 32 MiB unless maxmem is raised.
const memoryOf = (c: ScryptCost) => 128 * c.N * c.r;
// scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
// also compresses every API answer and reads files: sixteen logins or mailbox creations at once
// would queue everyone's compression behind them for seconds (bench neighbour). At most half the
// pool hashes; the rest of the hashes wait here, in order, and no other customer waits for them.
const HASH_SLOTS = Math.max(1, Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2));
let hashing = 0;
const waiting: (() => void)[] = [];
async function inHashSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (hashing >= HASH_SLOTS) await new Promise<void>((go) => waiting.push(go));
  else hashing++;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

const derive = (password: string, salt: Buffer, len: number, c: ScryptCost) =>
  inHashSlot(() => scrypt(password, salt, len, { N: c.N, r: c.r, p: c.p, maxmem: memoryOf(c) + 1024 * 1024 }));

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, 32, cost);
  return `scrypt$N=${cost.N},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

/** The parts of a stored hash in either format, or null when it is not one we could have written. */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  const [params, saltB64, keyB64] = parts.length === 3 ? [null, parts[1], parts[2]] : [parts[1], parts[2], parts[3]];
  if (parts.length > 4 || !saltB64 || !keyB64) return null;
  const cost = params === null ? LEGACY_COST : parseCost(params!);
  if (!cost) return null;
  const key = Buffer.from(keyB64, 'base64');
  if (key.length < 16) return null;
  return { cost, salt: Buffer.from(saltB64, 'base64'), key };
}

function parseCost(params: string): ScryptCost | null {
  const entries = params.split(',').map((kv) => kv.split('='));
  const value = (name: string) => {
    const found = entries.find(([k]) => k === name)?.[1];
    return found !== undefined && /^[1-9]\d{0,9}$/.test(found) ? Number(found) : null;
  };
  const [N, r, p] = [value('N'), value('r'), value('p')];
  if (entries.length !== 3 || N === null || r === null || p === null) return null;
  const cost = { N, r, p };
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  return powerOfTwo && p <= 16 && memoryOf(cost) <= MAX_MEMORY ? cost : null;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const test = await derive(password, parsed.salt, parsed.key.length, parsed.cost);
  return timingSafeEqual(parsed.key, test);
}

/** True when a stored hash is weaker than `cost` in any parameter (or unreadable), so it should be rewritten. */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return true;
  return parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/** Stable hash of normalized parameters: key order does not matter. */
export function stableHash(value: unknown): string {
  return sha256(stableStringify(value));
}
function stableStringify(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v ?? null);
  if (Array.isArray(v)) return `[${v.map(stableStringify).join(',')}]`;
  const keys = Object.keys(v as object)
    .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify((v as Record<string, unknown>)[k])}`).join(',')}}`;
}

/** The scrypt cost new hashes get: OWASP's minimum unless the config says otherwise (tests only). */
export const passwordCostOf = (config: { passwordCost?: ScryptCost }): ScryptCost =>
  config.passwordCost ?? DEFAULT_PASSWORD_COST;

/**
 * Keys for sealing secrets we must read back. One configured secret gives two keys through HKDF-SHA-256,
 * so the AES-GCM key is never also an HMAC key: `seal` encrypts, `hash` derives deterministic IVs.
 * `legacy` is the configured secret itself, the key of the first format (`v1`), kept only to open those.
 */
export interface SealingKeys {
  seal: Buffer;
  hash: Buffer;
  legacy: Buffer;
}

const HKDF_SALT = Buffer.from('hosting-panel sealing keys');

export function sealingKeys(secret: Buffer, purpose: string): SealingKeys {
  if (secret.length < 32) throw new Error('A sealing secret must be at least 32 bytes');
  const derive = (use: string) => Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, `${purpose}:${use}`, 32));
  return { seal: derive('aes-256-gcm'), hash: derive('hmac-sha256'), legacy: Buffer.from(secret) };
}

const GCM_IV_BYTES = 12;
/** GCM's full tag: a shorter one would let a forger try far fewer guesses, so no other length is opened. */
const GCM_TAG_BYTES = 16;
const SEALED_VERSION = 'v2';
const b64 = (b: Buffer) => b.toString('base64url');

/**
 * Encrypt to "v2.<iv>.<tag>.<ciphertext>". `deterministic` derives the IV from an HMAC of the plaintext
 * (under the hashing key), so identical input seals identically (an identical retry of a held request
 * matches its hold); otherwise the IV is random.
 */
export function seal(keys: SealingKeys, plain: string, deterministic = false): string {
  const iv = deterministic
    ? createHmac('sha256', keys.hash).update(plain).digest().subarray(0, GCM_IV_BYTES)
    : randomBytes(GCM_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv, { authTagLength: GCM_TAG_BYTES });
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [SEALED_VERSION, b64(iv), b64(cipher.getAuthTag()), b64(ct)].join('.');
}

/**
 * Decrypt a sealed value of either format: `v2` under the derived sealing key, `v1` (sealed before the
 * keys were split) under the configured secret itself. Throws when it is malformed, its tag is not
 * 16 bytes, it was tampered with, or it was sealed under another key.
 */
export function open(keys: SealingKeys, sealed: string): string {
  const parts = sealed.split('.');
  const [v, iv, tag, ct] = parts;
  const key = v === SEALED_VERSION ? keys.seal : v === 'v1' ? keys.legacy : null;
  if (!key || parts.length !== 4 || !iv || !tag || ct === undefined) throw new Error('Not a sealed secret');
  const [ivBytes, tagBytes] = [Buffer.from(iv, 'base64url'), Buffer.from(tag, 'base64url')];
  if (ivBytes.length !== GCM_IV_BYTES || tagBytes.length !== GCM_TAG_BYTES) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: GCM_TAG_BYTES });
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

/** True when a sealed value is in an older format and should be sealed again. */
export const isOutdatedSeal = (sealed: string) => !sealed.startsWith(`${SEALED_VERSION}.`);
