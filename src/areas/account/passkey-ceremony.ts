// The browser's half of adding a passkey: @simplewebauthn/browser asks the authenticator with the server's
// options. The library is loaded here, when a person first adds one, never with the page.
import type { ResponseOf } from '@contract/operation';
import type { accountOps } from '@contract/account';

type CreationOptions = ResponseOf<typeof accountOps.startPasskeyRegistration>['options'];

/** Why the browser gave no passkey, in words: the library's errors name the WebAuthn failure. */
function refusal(error: unknown): Error {
  const name = error instanceof Error ? ((error as Error & { code?: string }).code ?? error.name) : '';
  if (name === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return new Error('This authenticator already holds a passkey for your login; nothing was added.');
  if (name === 'NotAllowedError' || name === 'ERROR_CEREMONY_ABORTED')
    return new Error('The passkey was not created: the request was cancelled or timed out. Nothing was added.');
  return new Error(
    `The browser could not create a passkey${error instanceof Error && error.message ? ` (${error.message})` : ''}.`,
  );
}

export async function createPasskey(options: CreationOptions) {
  const webauthn = await import('@simplewebauthn/browser');
  if (!webauthn.browserSupportsWebAuthn())
    throw new Error('This browser cannot create passkeys; use a current Chrome, Edge, Firefox or Safari.');
  try {
    // Made by @simplewebauthn/server; the contract types its descriptors' `type` and transports as plain text.
    const optionsJSON = options as Parameters<typeof webauthn.startRegistration>[0]['optionsJSON'];
    return await webauthn.startRegistration({ optionsJSON });
  } catch (error) {
    throw refusal(error);
  }
}
