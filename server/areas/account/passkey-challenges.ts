// The challenges of passkey ceremonies (docs/decisions/029): made by the server, kept in `passkey_challenges`
// for 5 minutes with the relying party they were made for, and claimed by deleting the row, so one answers
// once however many requests carry it. A registration or step-up challenge is bound to the session that
// asked for it; a login challenge to nobody (there is no session yet).
import { and, eq, isNull, lt } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_MINUTES } from '@contract/account-passkeys';
import { passkeyChallenges } from '@server/db/schema/account';
import type { Db, Tx } from '@server/db/client';
import { newId } from '@server/core/crypto';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import type { RelyingParty } from './passkey-relying-party';

/** How long the browser waits for the authenticator; the challenge itself lives a minute longer. */
export const CEREMONY_TIMEOUT_MS = (PASSKEY_CHALLENGE_MINUTES - 1) * 60_000;

export type CeremonyPurpose = 'register' | 'login' | 'step-up';

/** Who a challenge is for: the person and session (registration, step-up), or no one yet (login). */
export interface ChallengeOwner {
  userId: number | null;
  sessionId: string | null;
}

type Challenge = typeof passkeyChallenges.$inferSelect;

/** Store a challenge the options carry; answers its id and when it stops working. Old, unanswered ones go now. */
export async function keepChallenge(
  db: Db | Tx,
  now: Date,
  purpose: CeremonyPurpose,
  owner: ChallengeOwner,
  challenge: string,
  rp: RelyingParty,
) {
  const expiresAt = new Date(now.getTime() + PASSKEY_CHALLENGE_MINUTES * 60_000);
  const id = newId('pkc', 24);
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db
    .insert(passkeyChallenges)
    .values({ id, purpose, ...owner, challenge, rpId: rp.rpId, origin: rp.origin, expiresAt });
  return { challengeId: id, expiresAt };
}

/**
 * The challenge with this id, for this purpose and owner, used up now. A challenge answered before, expired,
 * made for another ceremony or another session is refused with 422 on `challengeId` (start again).
 */
export async function claimChallenge(
  deps: Deps,
  id: string,
  purpose: CeremonyPurpose,
  owner: ChallengeOwner,
  /** Where the challenge's id sits in the request body, for the 422's field. */
  field = 'challengeId',
): Promise<Challenge> {
  const [row] = await deps.db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.id, id),
        eq(passkeyChallenges.purpose, purpose),
        owner.userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, owner.userId),
        owner.sessionId === null
          ? isNull(passkeyChallenges.sessionId)
          : eq(passkeyChallenges.sessionId, owner.sessionId),
      ),
    )
    .returning();
  if (!row || row.expiresAt <= deps.clock.now()) {
    const message = `This passkey request has expired or was already answered (each works once, for ${PASSKEY_CHALLENGE_MINUTES} minutes); start again`;
    throw new ApiError('validation_failed', `${field}: ${message}`, {
      errors: [{ path: field, message, code: 'passkey_challenge_used' }],
    });
  }
  return row;
}
