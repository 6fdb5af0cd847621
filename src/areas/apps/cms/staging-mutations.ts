// The staging writes. `create` answers with the new copy at once, so the
// install's detail (its staging copies) and the installs list are refetched
// before the mutation settles: the copy is listed when the form says "created".
// `push` only asks for a hold: nothing changes until it is approved on the
// confirmation page, so it makes nothing stale.
import { cmsOps } from '@contract/apps-cms';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { appsKeys, ofInstall } from '@/areas/apps/keys';

export function useCreateStaging(input: string, installId: string) {
  return useOperationMutation(
    defineMutation(cmsOps.cmsStaging, {
      request: (v: { target_path?: string; attempt_key: string }) => ({
        body: { input, install_id: installId, action: 'create' as const, ...v },
      }),
      invalidates: () => [{ predicate: ofInstall(input, installId) }, appsKeys.cmsInstalls(input)],
    }),
  );
}

export function usePushStaging(input: string, installId: string) {
  return useOperationMutation(
    defineMutation(cmsOps.cmsStaging, {
      request: (v: { staging_id: string; attempt_key: string }) => ({
        body: { input, install_id: installId, action: 'push' as const, ...v },
      }),
    }),
  );
}
