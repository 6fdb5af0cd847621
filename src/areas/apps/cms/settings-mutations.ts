// Changing settings: the answer is the settings as saved, so it replaces the
// cached ones; the install's detail (its title) is refreshed too.
import { cmsContentOps } from '@contract/apps-cms-content';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { appsKeys } from '@/areas/apps/keys';

export type SettingsPatch = Omit<NonNullable<BodyOf<typeof cmsContentOps.updateCmsSettings>>, 'input' | 'install_id'>;

const updateSettings = (input: string, installId: string) =>
  defineMutation(cmsContentOps.updateCmsSettings, {
    request: (patch: SettingsPatch) => ({ body: { ...patch, input, install_id: installId } }),
    update: (qc, r) => qc.setQueryData(appsKeys.cmsSettings(input, installId), r),
    invalidates: () => [appsKeys.cmsInstall(input, installId), appsKeys.cmsInstalls(input)],
    awaitInvalidation: false,
  });

export const useUpdateCmsSettings = (input: string, installId: string) =>
  useOperationMutation(updateSettings(input, installId));
