// Source passwords of migration requests are stored encrypted with AES-256-GCM.
// The key comes from MIGRATION_SECRET_KEY (32 bytes, base64 or hex); without
// it, one random key is generated on first use and kept in the database
// (migration_secret_keys), so every API process on that database shares it.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { migrationSecretKeys } from '@server/db/schema';

const KEY_ID = 'migrations-v1';
const cache = new WeakMap<object, Promise<Buffer>>();

function keyFromEnv(raw: string): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new Error(
      'MIGRATION_SECRET_KEY must be 32 bytes, given as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)',
    );
  return key;
}

async function loadOrCreate(db: Db | Tx, now: Date): Promise<Buffer> {
  // Concurrent first uses race on the primary key: one insert wins, all read the winner.
  await db
    .insert(migrationSecretKeys)
    .values({ id: KEY_ID, key: randomBytes(32).toString('base64'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(migrationSecretKeys).where(eq(migrationSecretKeys.id, KEY_ID));
  return Buffer.from(row!.key, 'base64');
}

/** The encryption key for this database (cached per database handle). */
export function migrationKey(db: Db, tx: Db | Tx = db, now = new Date()): Promise<Buffer> {
  const env = process.env.MIGRATION_SECRET_KEY;
  if (env) return Promise.resolve(keyFromEnv(env));
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(tx, now);
    cache.set(db, key);
    key.catch(() => cache.delete(db));
  }
  return key;
}

const b64 = (b: Buffer) => b.toString('base64url');

/**
 * Encrypt to "v1.<iv>.<tag>.<ciphertext>". `deterministic` derives the IV from an
 * HMAC of the plaintext (SIV-style), so an identical retry of a held request
 * yields identical parameters and the same attempt_key matches the same hold.
 */
export function seal(key: Buffer, plain: string, deterministic = false): string {
  const iv = deterministic ? createHmac('sha256', key).update(plain).digest().subarray(0, 12) : randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', b64(iv), b64(cipher.getAuthTag()), b64(ct)].join('.');
}

/** Decrypt a sealed value; throws when it was tampered with or sealed under another key. */
export function open(key: Buffer, sealed: string): string {
  const [v, iv, tag, ct] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

/** Re-seal with a fresh random IV for storage at rest. */
export const reseal = (key: Buffer, sealed: string) => seal(key, open(key, sealed));
