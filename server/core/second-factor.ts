// Accepting a live TOTP code for a person: verify it, then claim its time step
// with one conditional UPDATE, so a code works once even when two requests
// carry it at the same moment.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { users } from '@server/db/schema';
import { verifyTotp } from './totp';

/** True when `code` is current for `secret` and has not been used before by this person. */
export async function acceptTotp(
  db: Db | Tx,
  userId: number,
  secret: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const step = verifyTotp(secret, code, now);
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}
