// Signing in with a passkey instead of a password (docs/decisions/029): the options name no login (the
// authenticator offers its passkeys of this site), the answer names the passkey, and a verified one opens the
// same web session a password login does. A passkey checks its user itself (PIN or biometrics), so no
// authenticator code is asked after it. Failures count like wrong passwords and codes (core/attempt-limit.ts).
import { passkeyLoginOps } from '@contract/account-passkeys';
import { implement } from '@server/core/area';
import { addressKey } from '@server/core/client-address';
import { ApiError } from '@server/core/problem';
import { loginUserById, passkeyLoginOptions, passkeyLoginUser } from '@server/areas/account/public';
import { openSession } from './session-open';

export default implement(passkeyLoginOps, {
  handlers: {
    async startPasskeyLogin({ deps, hono }) {
      return passkeyLoginOptions(deps, hono);
    },
    async loginWithPasskey({ deps, body, hono }) {
      const userId = await passkeyLoginUser(deps, body, addressKey(hono));
      const user = userId === null ? undefined : await loginUserById(deps.db, userId);
      if (!user)
        throw new ApiError(
          'unauthorized',
          'That passkey was not accepted: it is not registered here (it may have been removed), or its answer did not verify',
        );
      return openSession(deps, hono, user);
    },
  },
});
