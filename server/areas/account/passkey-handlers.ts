// The logged-in person's passkeys (docs/decisions/029): the list, adding one (options around a challenge,
// then the authenticator's answer), renaming and removing, and the options of a step-up on the confirmation
// page. Passkeys are the person's, whatever account the session acts on; a guest switched into another's
// account reads its own list but changes it from its own account (403 owner_only, as for two-factor).
import { eq } from 'drizzle-orm';
import { accountOps } from '@contract/account';
import { PASSKEY_LIMIT } from '@contract/account-passkeys';
import { users } from '@server/db/schema/account';
import { assertOwner } from '@server/core/access';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { CEREMONY_TIMEOUT_MS, claimChallenge, keepChallenge } from './passkey-challenges';
import { relyingPartyOf, rpNameOf } from './passkey-relying-party';
import { webauthn } from './webauthn-lib';
import {
  insertPasskey,
  passkeyCount,
  passkeysOf,
  presentPasskey,
  removePasskeyOf,
  renamePasskeyOf,
} from './passkey-store';

const tooMany = () =>
  new ApiError(
    'conflict',
    `You have ${PASSKEY_LIMIT} passkeys, the most one login may have; remove one you no longer use first`,
  );

const refusedAnswer = (why: string) => {
  const message = `The authenticator's answer was not accepted (${why}); try adding the passkey again`;
  return new ApiError('validation_failed', `response: ${message}`, {
    errors: [{ path: 'response', message, code: 'passkey_not_verified' }],
  });
};

export default implement(accountOps, {
  handlers: {
    async listPasskeys({ deps, cred }) {
      const rows = await passkeysOf(deps.db, cred.userId!);
      return { data: rows.map(presentPasskey), total: rows.length };
    },
    async startPasskeyRegistration({ deps, cred, hono }) {
      assertOwner(cred, 'Adding a passkey to your login');
      const [user] = await deps.db.select().from(users).where(eq(users.id, cred.userId!));
      const mine = await passkeysOf(deps.db, cred.userId!);
      if (mine.length >= PASSKEY_LIMIT) throw tooMany();
      const rp = relyingPartyOf(deps, hono);
      const options = await (
        await webauthn()
      ).generateRegistrationOptions({
        rpName: rpNameOf(rp),
        rpID: rp.rpId,
        userName: user!.email,
        userDisplayName: user!.name,
        attestationType: 'none',
        timeout: CEREMONY_TIMEOUT_MS,
        // The same authenticator is not registered twice.
        excludeCredentials: mine.map((p) => ({ id: p.credentialId, transports: p.transports })),
        // A discoverable credential that checks its user: it can sign in alone, with no password before it.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      const owner = { userId: cred.userId!, sessionId: cred.budgetKey };
      const kept = await keepChallenge(deps.db, deps.clock.now(), 'register', owner, options.challenge, rp);
      return { challengeId: kept.challengeId, expiresAt: kept.expiresAt.toISOString(), options };
    },
    async addPasskey({ deps, cred, body, setAuditTarget }) {
      assertOwner(cred, 'Adding a passkey to your login');
      setAuditTarget(`passkey "${body.name}"`);
      const owner = { userId: cred.userId!, sessionId: cred.budgetKey };
      const challenge = await claimChallenge(deps, body.challengeId, 'register', owner);
      let verified;
      try {
        verified = await (
          await webauthn()
        ).verifyRegistrationResponse({
          response: body.response,
          expectedChallenge: challenge.challenge,
          expectedOrigin: challenge.origin,
          expectedRPID: challenge.rpId,
          requireUserVerification: true,
        });
      } catch (err) {
        throw refusedAnswer(err instanceof Error ? err.message : 'it could not be read');
      }
      if (!verified.verified) throw refusedAnswer('its signature did not verify');
      const info = verified.registrationInfo;
      return deps.db.transaction(async (tx) => {
        if ((await passkeyCount(tx, cred.userId!)) >= PASSKEY_LIMIT) throw tooMany();
        const row = await insertPasskey(tx, {
          userId: cred.userId!,
          name: body.name,
          credentialId: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
          counter: info.credential.counter,
          transports: info.credential.transports ?? body.response.response.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          createdAt: deps.clock.now(),
        });
        return presentPasskey(row);
      });
    },
    async renamePasskey({ deps, cred, params, body, setAuditTarget }) {
      assertOwner(cred, 'Renaming a passkey of your login');
      setAuditTarget(`passkey "${body.name}"`);
      return presentPasskey(await renamePasskeyOf(deps.db, cred.userId!, params.passkey, body.name));
    },
    async removePasskey({ deps, cred, params, setAuditTarget }) {
      assertOwner(cred, 'Removing a passkey of your login');
      const row = await removePasskeyOf(deps.db, cred.userId!, params.passkey);
      setAuditTarget(`passkey "${row.name}"`);
      return presentPasskey(row);
    },
    async startPasskeyStepUp({ deps, cred, hono }) {
      const mine = await passkeysOf(deps.db, cred.userId!);
      if (!mine.length)
        throw new ApiError('not_found', 'You have no passkey yet; approve with the code from your authenticator app');
      const rp = relyingPartyOf(deps, hono);
      const options = await (
        await webauthn()
      ).generateAuthenticationOptions({
        rpID: rp.rpId,
        allowCredentials: mine.map((p) => ({ id: p.credentialId, transports: p.transports })),
        userVerification: 'required',
        timeout: CEREMONY_TIMEOUT_MS,
      });
      const owner = { userId: cred.userId!, sessionId: cred.budgetKey };
      const kept = await keepChallenge(deps.db, deps.clock.now(), 'step-up', owner, options.challenge, rp);
      return { challengeId: kept.challengeId, expiresAt: kept.expiresAt.toISOString(), options };
    },
  },
});
