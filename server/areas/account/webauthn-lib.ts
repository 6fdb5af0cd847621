// @simplewebauthn/server is some 640 CommonJS files, about 0.6 s of every start (ADR 025): it loads
// with the first passkey ceremony instead, once, and every later one reuses it.
let lib: Promise<typeof import('@simplewebauthn/server')> | undefined;

export const webauthn = () => (lib ??= import('@simplewebauthn/server'));
