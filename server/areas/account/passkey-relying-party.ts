// Who the passkeys are for (docs/decisions/029): the relying party is the dashboard's own origin, the same
// two the cookie-write check accepts (core/access.ts `assertSameOrigin`, ADR 025): APP_URL's, or the origin
// the request itself was sent to (the Vite server in development, a second name in front of the same
// process). The page's `Origin` picks one of those two; anything else falls back to APP_URL, so an
// authenticator answering for another site can never match.
import type { Context } from 'hono';
import type { Deps } from '@server/core/deps';

export interface RelyingParty {
  /** The registrable host the credential is scoped to (WebAuthn's RP ID): the origin's host name. */
  rpId: string;
  /** The page origin the browser must report in clientDataJSON. */
  origin: string;
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function relyingPartyOf(deps: Deps, c: Context): RelyingParty {
  const app = new URL(deps.config.appUrl).origin;
  const allowed = [app, originOf(c.req.url)];
  const sent = c.req.header('origin');
  const origin = sent && sent !== 'null' && allowed.includes(sent) ? sent : app;
  return { rpId: new URL(origin).hostname, origin };
}

/** The name an authenticator shows beside the passkey ("Control panel (panel.example.com)"). */
export const rpNameOf = (rp: RelyingParty) => `Control panel (${rp.rpId})`;
