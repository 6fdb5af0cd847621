// Source passwords of migration requests are stored encrypted with AES-256-GCM
// (server/core/crypto.ts: HKDF splits the one secret into a sealing and a hashing key;
// values sealed in the first format still open). The secret comes from MIGRATION_SECRET_KEY (32 bytes, base64 or hex); without
// it, one random key is generated on first use and kept in the database
// (migration_secret_keys), so every API process on that database shares it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { migrationSecretKeys } from '@server/db/schema/migrations';
import { open, seal, sealingKeys, type SealingKeys } from '@server/core/crypto';

const KEY_ID = 'migrations-v1';
const PURPOSE = 'migration-secrets';
const cache = new WeakMap<object, Promise<SealingKeys>>();

function keyFromEnv(raw: string): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new Error(
      'MIGRATION_SECRET_KEY must be 32 bytes, given as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)',
    );
  return key;
}

async function loadOrCreate(db: Db | Tx, now: Date): Promise<SealingKeys> {
  // Concurrent first uses race on the primary key: one insert wins, all read the winner.
  await db
    .insert(migrationSecretKeys)
    .values({ id: KEY_ID, key: randomBytes(32).toString('base64'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(migrationSecretKeys).where(eq(migrationSecretKeys.id, KEY_ID));
  return sealingKeys(Buffer.from(row!.key, 'base64'), PURPOSE);
}

/** The sealing and hashing keys for this database, derived from its one secret (cached per database handle). */
export function migrationKey(db: Db, tx: Db | Tx = db, now = new Date()): Promise<SealingKeys> {
  const env = process.env.MIGRATION_SECRET_KEY;
  if (env) return Promise.resolve(sealingKeys(keyFromEnv(env), PURPOSE));
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(tx, now);
    cache.set(db, key);
    key.catch(() => cache.delete(db));
  }
  return key;
}

/** Re-seal with a fresh random IV (and in the current format) for storage at rest. */
export const reseal = (keys: SealingKeys, sealed: string) => seal(keys, open(keys, sealed));
