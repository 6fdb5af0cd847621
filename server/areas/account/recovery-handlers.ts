// Two-factor recovery codes of the logged-in person: how many are left, and a new set (which ends the
// old one) for whoever proves it is them with the password or a code (docs/decisions/026).
import { eq } from 'drizzle-orm';
import { accountOps } from '@contract/account';
import { users } from '@server/db/schema/account';
import { assertOwner } from '@server/core/access';
import { implement } from '@server/core/area';
import { limitedCheck, passwordAttempt } from '@server/core/attempt-limit';
import { addressKey } from '@server/core/client-address';
import { verifyPassword } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';
import { acceptSecondFactor, issueRecoveryCodes, recoveryCodeCounts } from './recovery-codes';

const proofError = (path: 'password' | 'code', message: string) =>
  new ApiError('validation_failed', `${path}: ${message}`, { errors: [{ path, message, code: 'not_accepted' }] });

export default implement(accountOps, {
  handlers: {
    async getRecoveryCodes({ deps, cred }) {
      const [user] = await deps.db.select().from(users).where(eq(users.id, cred.userId!));
      const c = await recoveryCodeCounts(deps.db, user!.id);
      return {
        twoFactorEnabled: !!user!.totpEnabledAt,
        total: c.total,
        remaining: c.remaining,
        generatedAt: c.generatedAt?.toISOString() ?? null,
      };
    },
    async regenerateRecoveryCodes({ deps, cred, body, hono }) {
      assertOwner(cred, 'Making new recovery codes');
      const [user] = await deps.db.select().from(users).where(eq(users.id, cred.userId!));
      if (!user!.totpEnabledAt || !user!.totpSecret)
        throw new ApiError('conflict', 'Two-factor is not on; recovery codes come with it when you turn it on');
      const network = addressKey(hono);
      if (body.code) {
        if (!(await acceptSecondFactor(deps, { userId: user!.id, network }, user!.totpSecret, body.code)))
          throw proofError('code', 'That code was not accepted; use the current code or an unused recovery code');
      } else if (body.password) {
        const ok = await limitedCheck(deps, passwordAttempt(user!.email, network), async () => {
          const right = await verifyPassword(body.password!, user!.passwordHash);
          return { value: right, failed: !right };
        });
        if (!ok) throw proofError('password', 'That is not your password');
      } else {
        throw proofError('password', 'Enter your password, or a code from your authenticator app');
      }
      const now = deps.clock.now();
      const codes = await deps.db.transaction((tx) => issueRecoveryCodes(tx, user!.id, now));
      return {
        twoFactorEnabled: true,
        total: codes.length,
        remaining: codes.length,
        generatedAt: now.toISOString(),
        codes,
      };
    },
  },
});
