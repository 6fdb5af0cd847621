// Signing in with a passkey, the part loaded only when the person asks for it (the login page itself stays
// free of the WebAuthn library): the server's options, the authenticator's answer through
// @simplewebauthn/browser, and the answer back to the server, which opens the session.
import { startAuthentication, browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { accountMeta as accountOps } from '@/lib/ops-meta/account';
import { apiRequest } from '@/lib/api-client';

/** Why the browser gave no answer, in words (the library names the WebAuthn failure). */
function refusal(error: unknown): Error {
  const name = error instanceof Error ? ((error as Error & { code?: string }).code ?? error.name) : '';
  if (name === 'NotAllowedError' || name === 'ERROR_CEREMONY_ABORTED')
    return new Error(
      'No passkey was used: the request was cancelled or timed out, or this device has no passkey for this site.',
    );
  return new Error(
    `The browser could not use a passkey${error instanceof Error && error.message ? ` (${error.message})` : ''}.`,
  );
}

export async function signInWithPasskey() {
  if (!browserSupportsWebAuthn())
    throw new Error('This browser cannot use passkeys; log in with your email and password.');
  const { challengeId, options } = await apiRequest(accountOps.startPasskeyLogin);
  let response;
  try {
    // Made by @simplewebauthn/server; the contract types its descriptors' `type` and transports as plain text.
    response = await startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
  } catch (error) {
    throw refusal(error);
  }
  return apiRequest(accountOps.loginWithPasskey, { body: { challengeId, response } });
}
