// Writes of the account area. Each one updates or invalidates the caches it
// changes through the factory keys in queries.ts, so every screen that shows
// the same data catches up without a reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountOps } from '@contract/account';
import type { BodyOf, ResponseOf } from '@contract/operation';
import { accessibleAccountsQuery } from '@/lib/accessible-accounts';
import { apiRequest } from '@/lib/api-client';
import { sessionQuery } from '@/lib/session';
import { accountQueries } from './queries';

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountOps.updateProfile>) => apiRequest(accountOps.updateProfile, { body }),
    onSuccess: (profile) => {
      qc.setQueryData(accountQueries.profile().queryKey, profile);
      // The account's name shows in the header, the switcher and the overview.
      void qc.invalidateQueries({ queryKey: sessionQuery.queryKey });
      void qc.invalidateQueries({ queryKey: accessibleAccountsQuery.queryKey });
      // Partial key match: every overview variant (concise, detailed).
      void qc.invalidateQueries({ queryKey: ['account', 'detail', { view: 'overview' }] });
    },
  });
}

export function useUpdatePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountOps.updatePreferences>) =>
      apiRequest(accountOps.updatePreferences, { body }),
    onSuccess: (prefs) => qc.setQueryData(accountQueries.preferences().queryKey, prefs),
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountOps.requestEmailChange>) =>
      apiRequest(accountOps.requestEmailChange, { body }),
  });
}

export function useInviteGuest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountOps.inviteGuest>) => apiRequest(accountOps.inviteGuest, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountQueries.guests().queryKey }),
  });
}

export function useRevokeGuest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(accountOps.revokeGuest, { params: { guest: String(id) } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountQueries.guests().queryKey }),
  });
}

/** Two-factor changes also change the session document (twoFactorEnabled gates the approval step-up). */
function useTwoFactorWrite<B>(send: (body: B) => Promise<ResponseOf<typeof accountOps.getTwoFactor>>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => {
      qc.setQueryData(accountQueries.twoFactor().queryKey, state);
      void qc.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}

export function useEnableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(accountOps.enableTwoFactor),
    // 409: it is already on (another tab): show the real state.
    onError: () => qc.invalidateQueries({ queryKey: accountQueries.twoFactor().queryKey }),
  });
}

export const useConfirmTwoFactor = () =>
  useTwoFactorWrite((body: { code: string }) => apiRequest(accountOps.confirmTwoFactor, { body }));

export const useDisableTwoFactor = () =>
  useTwoFactorWrite((body: { code: string }) => apiRequest(accountOps.disableTwoFactor, { body }));

export function useCreateToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountOps.createToken>) => apiRequest(accountOps.createToken, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountQueries.tokens().queryKey }),
  });
}

export function useRevokeToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(accountOps.revokeToken, { params: { token: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountQueries.tokens().queryKey }),
  });
}

export function useAddFunds() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountOps.addFunds>) => apiRequest(accountOps.addFunds, { body }),
  });
}
