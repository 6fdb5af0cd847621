// "Forgot password" (docs/decisions/026). The request answers at once with the same words whatever the
// address, and leaves the rest to a job: looking the login up, making the link and mailing it. So neither
// the answer nor its timing says whether the address has a login. The link carries a 43-character secret
// in its fragment (`/login#reset=…`: never sent to a server, never in a Referer); only its SHA-256 is
// stored. It works once, for 30 minutes; a newer link, a reset or a password change ends the older ones.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { RESET_LINK_MINUTES } from '@contract/account-password';
import type { Db, Tx } from '@server/db/client';
import { accounts, passwordResets, users } from '@server/db/schema/account';
import { newId, randomString, sha256 } from '@server/core/crypto';
import type { Deps } from '@server/core/deps';
import type { JobStep } from '@server/core/job-queue';
import { noticeFormatOfLogin } from '@server/areas/notifications/public';

export const PASSWORD_RESET_JOB = 'account.password-reset-mail';

export const resetTokenHash = (token: string) => sha256(`password-reset:${token}`);

/** Sends the link when the address is a login; does nothing otherwise (the asker has had its answer). */
export const passwordResetStep: JobStep<Deps> = async (tx, job, deps) => {
  const email = String(job.payload.email ?? '');
  const [user] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!user) return { state: 'done' };
  const now = deps.clock.now();
  await endResetLinks(tx, user.id, now);
  const secret = randomString(43);
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  await tx
    .insert(passwordResets)
    .values({ id: newId('pwr'), userId: user.id, tokenHash: resetTokenHash(secret), createdAt: now, expiresAt });
  const [own] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.ownerUserId, user.id));
  // The deadline in the formats of the account the login owns, its zone named (ADR 030).
  const until = (await noticeFormatOfLogin(tx, user.id)).moment(expiresAt);
  await deps.infra.mailer.send(
    {
      accountId: own?.id ?? null,
      to: user.email,
      subject: 'Choose a new password for your control panel',
      kind: 'password-reset',
      body: [
        `Someone (we hope you) asked to reset the password of ${user.email}.`,
        '',
        `Choose a new password here: ${deps.config.appUrl}/login#reset=${secret}`,
        '',
        `The link works once, until ${until} (${RESET_LINK_MINUTES} minutes). Once you use it,`,
        'every signed-in browser of this login is signed out. If two-factor is on, you still need your',
        'authenticator or a recovery code to log in.',
        '',
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ].join('\n'),
    },
    tx,
  );
  return { state: 'done' };
};

type ResetLink = typeof passwordResets.$inferSelect;
export type OpenedLink = { ok: true; link: ResetLink } | { ok: false; why: string };

function judge(link: ResetLink | undefined, now: Date): OpenedLink {
  if (!link) return { ok: false, why: 'This reset link is not valid' };
  if (link.usedAt)
    return { ok: false, why: 'This reset link was already used or replaced by a newer one; links work once' };
  if (link.expiresAt <= now)
    return {
      ok: false,
      why: `This reset link expired at ${link.expiresAt.toISOString()}; links work for ${RESET_LINK_MINUTES} minutes`,
    };
  return { ok: true, link };
}

/**
 * The unused, unexpired link a token names, or why it cannot be used. `lock` (in a transaction) holds the
 * row until it ends, so of two uses at once the second sees it used.
 */
export async function openResetLink(q: Db | Tx, token: string, now: Date, lock = false): Promise<OpenedLink> {
  const base = q
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, resetTokenHash(token)));
  const [link] = lock ? await base.for('update') : await base;
  return judge(link, now);
}

/** Every outstanding link of the person stops working (marked used). */
export async function endResetLinks(tx: Tx, userId: number, now: Date) {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
