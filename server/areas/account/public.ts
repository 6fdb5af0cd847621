// What other areas may use of the account area: the second-factor check that takes a recovery code in
// place of an authenticator code (login, approvals), and the session bookkeeping of login and logout, and
// passkeys where a person signs in or steps up (docs/decisions/029).
export { acceptSecondFactor } from './recovery-codes';
export { endSession, publicSessionId, recordSessionDetails } from './session-store';
export { acceptPasskeyStepUp, passkeyLoginOptions, passkeyLoginUser } from './passkey-sign-in';
export {
  insertLoginSession,
  linkGuestInvitations,
  loginSessionById,
  loginUserByEmail,
  loginUserById,
  replacePasswordHash,
  setSessionAccount,
  type LoginUser,
} from './login-store';
export { accountById, firstOwnedAccount, type AccountRow } from './account-reads';
export { readPreferences } from './stored-preferences';
export { lockedAccountById } from './account-reads';
/** Every account by id, and the account of a contact email (the demo seed's billing, registry and bulk rows). */
export { allAccounts, accountByEmail } from './account-records';
export { addToBalance } from './balance-column';
