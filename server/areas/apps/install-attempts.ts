// `attempt_key` on the calls that make an install at once (CMS install, clone, staging copy): one
// key is one intent, so a retry of a call that timed out is answered with the install the first
// call made, not a second copy (a staging copy without a target path would otherwise land at the
// next free path). The key is kept on the install's row with the operation and a hash of the call's
// parameters; a unique index on (account, operation, key) settles two retries that race. The same
// key with other parameters is refused, as holds refuse it (core/holds.ts).
import { and, eq } from 'drizzle-orm';
import { stableHash } from '@server/core/crypto';
import { attemptKeyReused } from '@server/core/holds';
import type { Db, Tx } from '@server/db/client';
import { appInstalls } from '@server/db/schema/apps';
import type { InstallRow } from './install-repository';

export interface Attempt {
  operation: string;
  key: string;
  paramsHash: string;
}

/** The call's attempt, or null without a key. `body` is the call's body; its `attempt_key` is left out of the hash. */
export function attemptOf(operation: string, body: { attempt_key?: string | null }): Attempt | null {
  const { attempt_key: key, ...params } = body;
  return key ? { operation, key, paramsHash: stableHash(params) } : null;
}

/** The install an earlier call with this attempt made, if any; the same key with other parameters is a 422. */
async function earlier(db: Db, accountId: number, attempt: Attempt): Promise<InstallRow | null> {
  const [row] = await db
    .select()
    .from(appInstalls)
    .where(
      and(
        eq(appInstalls.accountId, accountId),
        eq(appInstalls.attemptOperation, attempt.operation),
        eq(appInstalls.attemptKey, attempt.key),
      ),
    );
  if (!row) return null;
  if (row.attemptParamsHash !== attempt.paramsHash) throw attemptKeyReused();
  return row;
}

/**
 * The install `make` makes in a transaction of its own, once per attempt: an earlier call's install
 * when there was one. The attempt is written on the row before that transaction commits; when it
 * fails because a racing retry made the install first, that install is the answer.
 */
export async function oncePerAttempt(
  db: Db,
  accountId: number,
  attempt: Attempt | null,
  make: (tx: Tx) => Promise<InstallRow>,
): Promise<InstallRow> {
  if (!attempt) return db.transaction(make);
  const before = await earlier(db, accountId, attempt);
  if (before) return before;
  try {
    return await db.transaction(async (tx) => {
      const row = await make(tx);
      await tx
        .update(appInstalls)
        .set({ attemptKey: attempt.key, attemptOperation: attempt.operation, attemptParamsHash: attempt.paramsHash })
        .where(eq(appInstalls.id, row.id));
      return row;
    });
  } catch (err) {
    const winner = await earlier(db, accountId, attempt);
    if (winner) return winner;
    throw err;
  }
}
