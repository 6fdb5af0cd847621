// Checking a login's password inside the attempt budgets, and bringing an old
// hash up to today's cost once the password has been proven at a login.
import type { Db } from '@server/db/client';
import { limitedCheck, passwordAttempt } from '@server/core/attempt-limit';
import { hashPassword, needsRehash, passwordCostOf, verifyPassword, type ScryptCost } from '@server/core/crypto';
import type { Config, Deps } from '@server/core/deps';
import { loginUserByEmail, replacePasswordHash, type LoginUser } from '@server/areas/account/public';

type User = LoginUser;

// Compared against when the email is unknown, so both paths cost one scrypt at today's cost.
const dummies = new Map<string, Promise<string>>();
function dummyHash(cost: ScryptCost): Promise<string> {
  const id = `${cost.N},${cost.r},${cost.p}`;
  if (!dummies.has(id)) dummies.set(id, hashPassword('not-a-real-password', cost));
  return dummies.get(id)!;
}

/**
 * The person whose login email and password these are, or null. A wrong password counts
 * against the email address and the caller's network (`network` = `addressKey`); 429 once either is spent.
 */
export function checkPassword(deps: Deps, network: string, email: string, password: string): Promise<User | null> {
  return limitedCheck(deps, passwordAttempt(email, network), async () => {
    const user = await loginUserByEmail(deps.db, email);
    const cost = passwordCostOf(deps.config);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(cost)));
    // A wrong guess at an account with an old, cheaper hash costs what any other wrong guess costs.
    if (user && !ok && needsRehash(user.passwordHash, cost)) await verifyPassword(password, await dummyHash(cost));
    return { value: ok ? user! : null, failed: !ok };
  });
}

/**
 * After a successful login, rewrite a hash made at a lower cost (or in the first format, which
 * names no cost) at today's cost. Only if it is still the hash we checked: a password changed
 * meanwhile wins.
 */
export async function upgradePasswordHash(db: Db, config: Config, user: User, password: string) {
  const cost = passwordCostOf(config);
  if (!needsRehash(user.passwordHash, cost)) return;
  const next = await hashPassword(password, cost);
  await replacePasswordHash(db, user.id, user.passwordHash, next);
}
