// The login password (docs/decisions/026): changing it with the current one, and the "forgot password"
// request and completion. Every password and link check is counted like a login's (core/attempt-limit.ts):
// the current password against the login's address and the caller's network, a reset request as an
// attempt at that address, a link that does not work against the network.
import { and, eq, isNull } from 'drizzle-orm';
import { accountOps } from '@contract/account';
import { apiTokens, users } from '@server/db/schema/account';
import type { Tx } from '@server/db/client';
import { assertOwner } from '@server/core/access';
import { implement } from '@server/core/area';
import { limitedCheck, passwordAttempt } from '@server/core/attempt-limit';
import { addressKey } from '@server/core/client-address';
import { hashPassword, passwordCostOf, verifyPassword } from '@server/core/crypto';
import type { Deps } from '@server/core/deps';
import { enqueue } from '@server/core/job-queue';
import { noticeFormatOfLogin } from '@server/areas/notifications/public';
import { ApiError } from '@server/core/problem';
import { weakPasswordReason } from './password-strength';
import { PASSWORD_RESET_JOB, endResetLinks, openResetLink, resetTokenHash } from './password-reset';
import { endSessionsOf } from './session-store';

type User = typeof users.$inferSelect;

const fieldError = (path: string, message: string, code: string) =>
  new ApiError('validation_failed', `${path}: ${message}`, { errors: [{ path, message, code }] });

const linkRefused = (why: string) =>
  fieldError('token', `${why}. Ask for a new one with "Forgot password" on the login page`, 'invalid_reset_link');

/** Refuse a guessable new password (422 on `newPassword`, saying why) before anything is changed. */
function assertStrong(user: User, password: string) {
  const why = weakPasswordReason(password, [user.email, user.name]);
  if (why) throw fieldError('newPassword', why, 'weak_password');
}

/**
 * Tell the person, at the login address, that the password changed: the alarm if it was not them. The
 * moment is in the formats of the account the login owns, its zone named (ADR 030).
 */
async function changedNotice(deps: Deps, tx: Tx, user: User, how: string) {
  const when = (await noticeFormatOfLogin(tx, user.id)).moment(deps.clock.now());
  return deps.infra.mailer.send(
    {
      accountId: null,
      to: user.email,
      subject: 'Your control panel password was changed',
      kind: 'password-changed',
      body: [
        `The password of ${user.email} was changed ${how} at ${when}.`,
        '',
        'If that was not you, use "Forgot password" on the login page at once, and check the sessions',
        'and API tokens on the Security and API tokens pages.',
      ].join('\n'),
    },
    tx,
  );
}

export default implement(accountOps, {
  handlers: {
    async changePassword({ deps, cred, body, hono, setAuditTarget }) {
      assertOwner(cred, 'Changing the login password');
      const [user] = await deps.db.select().from(users).where(eq(users.id, cred.userId!));
      setAuditTarget(`login ${user!.email}`);
      const right = await limitedCheck(deps, passwordAttempt(user!.email, addressKey(hono)), async () => {
        const ok = await verifyPassword(body.currentPassword, user!.passwordHash);
        return { value: ok, failed: !ok };
      });
      if (!right) throw fieldError('currentPassword', 'That is not your current password', 'wrong_password');
      assertStrong(user!, body.newPassword);
      if (body.newPassword === body.currentPassword)
        throw fieldError('newPassword', 'That is your current password; choose a new one', 'same_password');
      const hash = await hashPassword(body.newPassword, passwordCostOf(deps.config));
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        // Only if it is still the password just checked: of two changes at once, one wins and the other is told.
        const changed = await tx
          .update(users)
          .set({ passwordHash: hash })
          .where(and(eq(users.id, user!.id), eq(users.passwordHash, user!.passwordHash)))
          .returning({ id: users.id });
        if (!changed.length)
          throw new ApiError('conflict', 'Your password was changed meanwhile (in another window?); log in again');
        const sessionsEnded = await endSessionsOf(tx, user!.id, now, cred.budgetKey);
        const revoked = body.revokeApiTokens
          ? await tx
              .update(apiTokens)
              .set({ revokedAt: now })
              .where(and(eq(apiTokens.createdByUserId, user!.id), isNull(apiTokens.revokedAt)))
              .returning({ id: apiTokens.id })
          : [];
        await endResetLinks(tx, user!.id, now);
        await changedNotice(deps, tx, user!, 'from the Security page');
        return { sessionsEnded, tokensRevoked: revoked.length };
      });
    },

    async requestPasswordReset({ deps, body, hono }) {
      // Counted as a password attempt at this address (known or not, the same count): 10 per 15 minutes
      // per address, 30 per network, as logins are; never cleared by a success.
      await limitedCheck(deps, passwordAttempt(body.email, addressKey(hono)), async () => ({
        value: undefined,
        failed: true,
      }));
      await enqueue(deps.db, deps.clock.now(), { kind: PASSWORD_RESET_JOB, payload: { email: body.email } });
      return {
        ok: true as const,
        detail: `If ${body.email} is the login of an account, a link to choose a new password is on its way to it. The link works once, for 30 minutes.`,
      };
    },

    async completePasswordReset({ deps, body, hono }) {
      const now = deps.clock.now();
      // A token that names no usable link counts against the caller's network, as a wrong password does.
      const found = await limitedCheck(
        deps,
        { kind: 'password', account: `reset:${resetTokenHash(body.token)}`, network: addressKey(hono) },
        async () => {
          const opened = await openResetLink(deps.db, body.token, now);
          return { value: opened, failed: !opened.ok };
        },
      );
      if (!found.ok) throw linkRefused(found.why);
      const hash = await hashPassword(body.newPassword, passwordCostOf(deps.config));
      return deps.db.transaction(async (tx) => {
        const opened = await openResetLink(tx, body.token, now, true);
        if (!opened.ok) throw linkRefused('This reset link was used a moment ago');
        const [user] = await tx.select().from(users).where(eq(users.id, opened.link.userId));
        // Checked before the link is used up, so a refused password leaves the link working.
        assertStrong(user!, body.newPassword);
        await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, user!.id));
        await endResetLinks(tx, user!.id, now);
        const sessionsEnded = await endSessionsOf(tx, user!.id, now);
        await changedNotice(deps, tx, user!, 'with a reset link');
        return { ok: true as const, sessionsEnded };
      });
    },
  },
});
