// Checking a passkey's signature over a challenge (sign-in and step-up, docs/decisions/029), with
// @simplewebauthn/server: the challenge, origin and relying party must be the ones the challenge was made
// for, the authenticator must have verified its user (PIN, fingerprint), and the signature counter must have
// moved on from the stored one (a counter that goes back means a cloned authenticator: refused). Every check
// runs inside the same attempt budgets as authenticator codes (core/attempt-limit.ts): a wrong signature
// counts against the person and the caller's network; an unknown credential against that credential id and
// the network, so a sign-in with passkeys is limited as a login is.
import type { z } from 'zod';
import type { AssertionAnswer } from '@contract/account-passkeys';
import { codeAttempt, limitedCheck } from '@server/core/attempt-limit';
import { sha256 } from '@server/core/crypto';
import type { Deps } from '@server/core/deps';
import type { passkeyChallenges } from '@server/db/schema/account';
import { passkeyByCredential, recordPasskeyUse, type PasskeyRow } from './passkey-store';
import { webauthn } from './webauthn-lib';

type Challenge = typeof passkeyChallenges.$inferSelect;
type Answer = z.output<typeof AssertionAnswer>;

/**
 * The passkey that signed `challenge` in `answer`, its counter and last use moved on; null when the answer
 * does not verify, names no passkey, or (with `userId`) names another person's. 429 once a budget is spent.
 */
export async function verifiedPasskey(
  deps: Deps,
  network: string,
  challenge: Challenge,
  answer: Answer,
  userId: number | null,
): Promise<PasskeyRow | null> {
  const row = await passkeyByCredential(deps.db, answer.id);
  const known = row && (userId === null || row.userId === userId) ? row : null;
  const source = known
    ? codeAttempt(known.userId, network)
    : { kind: 'code' as const, account: `passkey:${sha256(answer.id)}`, network };
  return limitedCheck(deps, source, async () => {
    if (!known) return { value: null, failed: true };
    let verified;
    try {
      verified = await (
        await webauthn()
      ).verifyAuthenticationResponse({
        response: answer,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.origin,
        expectedRPID: challenge.rpId,
        credential: {
          id: known.credentialId,
          publicKey: new Uint8Array(Buffer.from(known.publicKey, 'base64url')),
          counter: known.counter,
          transports: known.transports,
        },
        requireUserVerification: true,
      });
    } catch {
      // A malformed answer, another challenge or origin, a bad signature or a counter that went back.
      return { value: null, failed: true };
    }
    if (!verified.verified) return { value: null, failed: true };
    const moved = await recordPasskeyUse(deps.db, known, verified.authenticationInfo.newCounter, deps.clock.now());
    return moved ? { value: known, failed: false } : { value: null, failed: true };
  });
}
