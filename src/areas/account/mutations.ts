// Writes of the account area, each declared with the keys it makes stale
// (keys.ts), so every screen that shows the same data catches up without a reload.
import { accountOps } from '@contract/account';
import type { BodyOf } from '@contract/operation';
import { accessibleAccountsQuery } from '@/lib/accessible-accounts';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { sessionQuery } from '@/lib/session';
import { accountKeys } from './keys';

type Body<K extends keyof typeof accountOps> = BodyOf<(typeof accountOps)[K]>;

const updateProfile = defineMutation(accountOps.updateProfile, {
  request: (body: Body<'updateProfile'>) => ({ body }),
  update: (qc, profile) => qc.setQueryData(accountKeys.profile(), profile),
  // The account's name shows in the header, the switcher and every overview variant (concise, detailed).
  invalidates: () => [sessionQuery.queryKey, accessibleAccountsQuery.queryKey, accountKeys.overview()],
  awaitInvalidation: false,
});

const updatePreferences = defineMutation(accountOps.updatePreferences, {
  request: (body: Body<'updatePreferences'>) => ({ body }),
  update: (qc, prefs) => qc.setQueryData(accountKeys.preferences(), prefs),
});

const requestEmailChange = defineMutation(accountOps.requestEmailChange, {
  request: (body: Body<'requestEmailChange'>) => ({ body }),
});

const inviteGuest = defineMutation(accountOps.inviteGuest, {
  request: (body: Body<'inviteGuest'>) => ({ body }),
  invalidates: () => [accountKeys.guests()],
});

const revokeGuest = defineMutation(accountOps.revokeGuest, {
  request: (id: number) => ({ params: { guest: String(id) } }),
  invalidates: () => [accountKeys.guests()],
});

const enableTwoFactor = defineMutation(accountOps.enableTwoFactor, {
  // 409: it is already on (another tab): show the real state.
  onError: (qc) => qc.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
});

// Two-factor changes also change the session document (twoFactorEnabled gates the approval step-up).
const confirmTwoFactor = defineMutation(accountOps.confirmTwoFactor, {
  request: (body: { code: string }) => ({ body }),
  // The answer also carries the recovery codes, shown once; the cached state keeps only the state.
  update: (qc, { recoveryCodes: _, ...state }) => qc.setQueryData(accountKeys.twoFactor(), state),
  invalidates: () => [sessionQuery.queryKey, accountKeys.recoveryCodes()],
  awaitInvalidation: false,
});

const disableTwoFactor = defineMutation(accountOps.disableTwoFactor, {
  request: (body: { code: string }) => ({ body }),
  update: (qc, state) => qc.setQueryData(accountKeys.twoFactor(), state),
  invalidates: () => [sessionQuery.queryKey, accountKeys.recoveryCodes()],
  awaitInvalidation: false,
});

const createToken = defineMutation(accountOps.createToken, {
  request: (body: Body<'createToken'>) => ({ body }),
  invalidates: () => [accountKeys.tokens()],
});

const revokeToken = defineMutation(accountOps.revokeToken, {
  request: (id: string) => ({ params: { token: id } }),
  invalidates: () => [accountKeys.tokens()],
});

// A password change ends the other sessions (and, if asked, the tokens): both lists change.
const changePassword = defineMutation(accountOps.changePassword, {
  request: (body: Body<'changePassword'>) => ({ body }),
  invalidates: () => [accountKeys.sessions(), accountKeys.tokens()],
});

const regenerateRecoveryCodes = defineMutation(accountOps.regenerateRecoveryCodes, {
  request: (body: Body<'regenerateRecoveryCodes'>) => ({ body }),
  update: (qc, { codes: _, ...status }) => qc.setQueryData(accountKeys.recoveryCodes(), status),
});

const revokeSession = defineMutation(accountOps.revokeSession, {
  request: (id: string) => ({ params: { session: id } }),
  invalidates: () => [accountKeys.sessions()],
});

const revokeOtherSessions = defineMutation(accountOps.revokeOtherSessions, {
  invalidates: () => [accountKeys.sessions()],
});

const addFunds = defineMutation(accountOps.addFunds, { request: (body: Body<'addFunds'>) => ({ body }) });

export const useUpdateProfile = () => useOperationMutation(updateProfile);
export const useUpdatePreferences = () => useOperationMutation(updatePreferences);
export const useRequestEmailChange = () => useOperationMutation(requestEmailChange);
export const useInviteGuest = () => useOperationMutation(inviteGuest);
export const useRevokeGuest = () => useOperationMutation(revokeGuest);
export const useEnableTwoFactor = () => useOperationMutation(enableTwoFactor);
export const useConfirmTwoFactor = () => useOperationMutation(confirmTwoFactor);
export const useDisableTwoFactor = () => useOperationMutation(disableTwoFactor);
export const useCreateToken = () => useOperationMutation(createToken);
export const useRevokeToken = () => useOperationMutation(revokeToken);
export const useChangePassword = () => useOperationMutation(changePassword);
export const useRegenerateRecoveryCodes = () => useOperationMutation(regenerateRecoveryCodes);
export const useRevokeSession = () => useOperationMutation(revokeSession);
export const useRevokeOtherSessions = () => useOperationMutation(revokeOtherSessions);
export const useAddFunds = () => useOperationMutation(addFunds);
