// What other areas may use of the account area: the second-factor check that takes a recovery code in
// place of an authenticator code (login, approvals), and the session bookkeeping of login and logout, and
// passkeys where a person signs in or steps up (docs/decisions/029).
export { acceptSecondFactor } from './recovery-codes';
export { endSession, publicSessionId, recordSessionDetails } from './session-store';
export { acceptPasskeyStepUp, passkeyLoginOptions, passkeyLoginUser } from './passkey-sign-in';
