// Accepting a live TOTP code for a person: verify it, then claim its time step
// with one conditional UPDATE, so a code works once even when two requests
// carry it at the same moment. Every code check goes through the attempt
// budgets (`attempt-limit.ts`): a wrong code counts against the person and the
// caller's network. A replayed code is refused but not counted: it was right,
// so it is no guess, and counting it would punish a double-submitted form.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { users } from '@server/db/schema/account';
import { codeAttempt, limitedCheck } from './attempt-limit';
import type { Deps } from './deps';
import { verifyTotp } from './totp';

/** Who enters the code: the person, and the caller's network (`addressKey`). */
export interface CodeEntry {
  userId: number;
  network: string;
}

/** True when `code` is current for `secret` and has not been used before by this person; 429 when too many were wrong. */
export function acceptTotp(deps: Deps, who: CodeEntry, secret: string, code: string): Promise<boolean> {
  return limitedCheck(deps, codeAttempt(who.userId, who.network), async () => {
    const step = verifyTotp(secret, code, deps.clock.now());
    if (step === null) return { value: false, failed: true };
    const claimed = await deps.db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, who.userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return { value: claimed.length === 1, failed: false };
  });
}

/** The time step of a code for a secret being enrolled, or null; counted like any code check. */
export function checkEnrolmentCode(deps: Deps, who: CodeEntry, pendingSecret: string, code: string) {
  return limitedCheck(deps, codeAttempt(who.userId, who.network), async () => {
    const step = verifyTotp(pendingSecret, code, deps.clock.now());
    return { value: step, failed: step === null };
  });
}
