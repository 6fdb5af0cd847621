// Login, logout, session and account switching for the human web session.
import { authOps } from '@contract/auth';
import { accessibleAccounts } from '@server/core/access';
import { implement } from '@server/core/area';
import { addressKey } from '@server/core/client-address';
import { sha256 } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';
import { acceptSecondFactor, endSession, setSessionAccount } from '@server/areas/account/public';
import { checkPassword, upgradePasswordHash } from './password-check';
import { clearSessionCookie } from './session-cookie';
import { openSession } from './session-open';
import { presentSession } from './session-presenter';
import { getCookie } from 'hono/cookie';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@server/core/admission/credential';

export default implement(authOps, {
  handlers: {
    async login({ deps, body, hono }) {
      const network = addressKey(hono);
      const user = await checkPassword(deps, network, body.email, body.password);
      if (!user) throw new ApiError('unauthorized', 'That email and password do not match an account');
      if (user.totpEnabledAt && user.totpSecret) {
        if (!body.totp) throw new ApiError('two_factor_required', 'Enter the 6-digit code from your authenticator app');
        if (!(await acceptSecondFactor(deps, { userId: user.id, network }, user.totpSecret, body.totp))) {
          throw new ApiError(
            'two_factor_required',
            'That code was not accepted; wait for a new one (or use an unused recovery code) and try again',
          );
        }
      }
      await upgradePasswordHash(deps.db, deps.config, user, body.password);
      return openSession(deps, hono, user);
    },
    async logout({ deps, hono }) {
      const secret = getCookie(hono, SECURE_SESSION_COOKIE) ?? getCookie(hono, SESSION_COOKIE);
      if (secret) await endSession(deps.db, sha256(secret));
      clearSessionCookie(deps, hono);
      return { ok: true as const };
    },
    async getSession({ deps, cred }) {
      return presentSession(deps.db, cred.budgetKey);
    },
    async switchAccount({ deps, cred, body }) {
      const target = (await accessibleAccounts(deps.db, cred.userId!)).find((a) => a.id === body.accountId);
      if (!target) throw new ApiError('not_owned', `You have no access to account ${body.accountId}`);
      await setSessionAccount(deps.db, cred.budgetKey, target.id);
      return presentSession(deps.db, cred.budgetKey);
    },
  },
});
