// Passkeys where a person proves who they are (docs/decisions/029), offered to the auth and confirmations
// areas through public.ts: signing in (options with any passkey of this site, then the answer), and the
// step-up of an approval, where the confirmation page sends the answer to a challenge it got from
// `startPasskeyStepUp` in place of an authenticator code (that challenge must be this session's, the passkey
// the person's own).
import type { Context } from 'hono';
import type { z } from 'zod';
import type { PasskeyAssertion } from '@contract/account-passkeys';
import type { Credential } from '@server/core/admission/credential';
import type { Deps } from '@server/core/deps';
import { CEREMONY_TIMEOUT_MS, claimChallenge, keepChallenge } from './passkey-challenges';
import { verifiedPasskey } from './passkey-assertion';
import { relyingPartyOf } from './passkey-relying-party';
import { webauthn } from './webauthn-lib';

/** True when the person's passkey signed this session's step-up challenge; 422 for a challenge used or expired. */
export async function acceptPasskeyStepUp(
  deps: Deps,
  cred: Credential,
  assertion: z.output<typeof PasskeyAssertion>,
  network: string,
): Promise<boolean> {
  const owner = { userId: cred.userId!, sessionId: cred.budgetKey };
  const challenge = await claimChallenge(deps, assertion.challengeId, 'step-up', owner, 'passkey.challengeId');
  return (await verifiedPasskey(deps, network, challenge, assertion.response, cred.userId!)) !== null;
}

/** Sign-in with a passkey: the person whose passkey signed this login challenge, or null. */
export async function passkeyLoginUser(
  deps: Deps,
  assertion: z.output<typeof PasskeyAssertion>,
  network: string,
): Promise<number | null> {
  const challenge = await claimChallenge(deps, assertion.challengeId, 'login', { userId: null, sessionId: null });
  return (await verifiedPasskey(deps, network, challenge, assertion.response, null))?.userId ?? null;
}

/**
 * Options for a passkey sign-in: no credential listed, so the browser offers every passkey of this site the
 * authenticator holds (they are discoverable), and no login is named before one answers.
 */
export async function passkeyLoginOptions(deps: Deps, c: Context) {
  const rp = relyingPartyOf(deps, c);
  const options = await (
    await webauthn()
  ).generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  const owner = { userId: null, sessionId: null };
  const kept = await keepChallenge(deps.db, deps.clock.now(), 'login', owner, options.challenge, rp);
  return { challengeId: kept.challengeId, expiresAt: kept.expiresAt.toISOString(), options };
}
