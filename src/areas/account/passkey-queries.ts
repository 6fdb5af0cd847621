// The person's passkeys (docs/decisions/029): the list's query and the writes that change it. The list's key is
// `accountKeys.passkeys()` (keys.ts), so a write here makes it stale.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@contract/operation';
import { accountMeta as accountOps } from '@/lib/ops-meta/account';
import { apiRequest } from '@/lib/api-client';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { accountKeys } from './keys';
import { createPasskey } from './passkey-ceremony';

export const passkeysQuery = () =>
  queryOptions({
    queryKey: accountKeys.passkeys(),
    queryFn: ({ signal }) => apiRequest(accountOps.listPasskeys, { signal }),
  });

/**
 * Adding one is three steps: the server's options around a challenge, the browser asking the authenticator
 * (which may take the person a while: a fingerprint, a PIN, a phone), and the answer stored under its name.
 */
export function useAddPasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { challengeId, options } = await apiRequest(accountOps.startPasskeyRegistration);
      const response = await createPasskey(options);
      return apiRequest(accountOps.addPasskey, { body: { challengeId, name, response } });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.passkeys() }),
  });
}

const renamePasskey = (id: string) =>
  defineMutation(accountOps.renamePasskey, {
    request: (body: BodyOf<typeof accountOps.renamePasskey>) => ({ params: { passkey: id }, body }),
    invalidates: () => [accountKeys.passkeys()],
  });

const removePasskey = defineMutation(accountOps.removePasskey, {
  request: (id: string) => ({ params: { passkey: id } }),
  invalidates: () => [accountKeys.passkeys()],
});

export const useRenamePasskey = (id: string) => useOperationMutation(renamePasskey(id));
export const useRemovePasskey = () => useOperationMutation(removePasskey);
