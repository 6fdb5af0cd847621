// Authenticator (TOTP) two-factor for the logged-in person. Enrolment is two
// steps so a mistyped scan never locks anyone out; turning it off needs a live code.
// Both code checks count against the attempt budgets (`core/attempt-limit.ts`). Turning it on answers the ten
// recovery codes once; turning it off takes one of them in place of a live code.
import { eq } from 'drizzle-orm';
import { accountOps } from '@contract/account';
import { users } from '@server/db/schema/account';
import type { Db } from '@server/db/client';
import { assertOwner } from '@server/core/access';
import { implement } from '@server/core/area';
import type { Credential } from '@server/core/admission/credential';
import { ApiError } from '@server/core/problem';
import { addressKey } from '@server/core/client-address';
import { checkEnrolmentCode } from '@server/core/second-factor';
import { newTotpSecret, otpauthUri } from '@server/core/totp';
import { loadAccount } from './account-repository';
import { acceptSecondFactor, dropRecoveryCodes, issueRecoveryCodes } from './recovery-codes';

const ENROL_MINUTES = 10;
type User = typeof users.$inferSelect;

const state = (u: User) => ({
  enabled: !!u.totpEnabledAt,
  methods:
    u.totpEnabledAt && u.totpSecret
      ? [
          {
            id: `totp-${u.id}`,
            type: 'totp' as const,
            maskedValue: `Authenticator app ••••${u.totpSecret.slice(-4)}`,
            createdAt: u.totpEnabledAt.toISOString(),
          },
        ]
      : [],
});

/** The person behind the credential; a token (even a guest's) reports its account owner's state. */
async function personOf(db: Db, cred: Credential): Promise<User> {
  const id = cred.kind === 'session' ? cred.userId! : (await loadAccount(db, cred.accountId)).ownerUserId;
  return (await db.select().from(users).where(eq(users.id, id)))[0]!;
}

function codeError(message: string) {
  return new ApiError('validation_failed', `code: ${message}`, {
    errors: [{ path: 'code', message, code: 'invalid_code' }],
  });
}

export default implement(accountOps, {
  handlers: {
    async getTwoFactor({ deps, cred }) {
      return state(await personOf(deps.db, cred));
    },
    async enableTwoFactor({ deps, cred }) {
      // Switched into another's account, two-factor is the owner's business; a guest changes its own at home.
      assertOwner(cred, 'Changing two-factor sign-in');
      const u = await personOf(deps.db, cred);
      if (u.totpEnabledAt)
        throw new ApiError('conflict', 'Two-factor is already on; turn it off first to enrol a new authenticator');
      const secret = newTotpSecret();
      const expiresAt = new Date(deps.clock.now().getTime() + ENROL_MINUTES * 60_000);
      await deps.db
        .update(users)
        .set({ totpPendingSecret: secret, totpPendingExpiresAt: expiresAt })
        .where(eq(users.id, u.id));
      return { otpauthUri: otpauthUri(secret, u.email), secret, expiresAt: expiresAt.toISOString() };
    },
    async confirmTwoFactor({ deps, cred, body, hono }) {
      assertOwner(cred, 'Changing two-factor sign-in');
      const u = await personOf(deps.db, cred);
      if (u.totpEnabledAt) throw new ApiError('conflict', 'Two-factor is already on');
      const now = deps.clock.now();
      if (!u.totpPendingSecret || !u.totpPendingExpiresAt || u.totpPendingExpiresAt <= now) {
        throw new ApiError('conflict', 'Start enrolment first (or again: it lasts 10 minutes)');
      }
      const who = { userId: u.id, network: addressKey(hono) };
      const step = await checkEnrolmentCode(deps, who, u.totpPendingSecret, body.code);
      if (step === null)
        throw codeError('That code does not match; check the time on your device and try the current code');
      // Turned on with its ten recovery codes, shown in this answer only (docs/decisions/026).
      return deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            totpSecret: u.totpPendingSecret,
            totpEnabledAt: now,
            totpPendingSecret: null,
            totpPendingExpiresAt: null,
            totpLastStep: step,
          })
          .where(eq(users.id, u.id))
          .returning();
        return { ...state(row!), recoveryCodes: await issueRecoveryCodes(tx, u.id, now) };
      });
    },
    async disableTwoFactor({ deps, cred, body, hono }) {
      assertOwner(cred, 'Changing two-factor sign-in');
      const u = await personOf(deps.db, cred);
      if (!u.totpEnabledAt || !u.totpSecret) throw new ApiError('conflict', 'Two-factor is not on');
      // A recovery code will do: turning two-factor off is what a person who lost the phone needs.
      if (!(await acceptSecondFactor(deps, { userId: u.id, network: addressKey(hono) }, u.totpSecret, body.code)))
        throw codeError('That code was not accepted; use the current code or an unused recovery code');
      return deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(users.id, u.id))
          .returning();
        // The codes belong to this two-factor; turning it on again makes a new set.
        await dropRecoveryCodes(tx, u.id);
        return state(row!);
      });
    },
  },
});
