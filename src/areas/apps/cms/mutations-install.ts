// Writes of the CMS sites screens (install, site actions, admin access), each
// declared with what it makes stale (keys from ../keys.ts). The admin password
// reset is a hold: nothing is stale until it is approved on the confirmation
// page, and the install's views refetch when opened again.
import type { BodyOf } from '@contract/operation';
// The operations without their schemas (src/lib/ops-meta): an install's overview loads no zod.
import { appsMeta as appsOps } from '@/lib/ops-meta/apps';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { appsKeys, ofAccount } from '@/areas/apps/keys';

type SiteAction = NonNullable<BodyOf<typeof appsOps.runCmsSiteAction>>['action'];
export type InstallBody = Omit<NonNullable<BodyOf<typeof appsOps.installCms>>, 'attempt_key'>;

/**
 * Installing on a site of the account: the body's `input` is the chosen site;
 * `account` is the input the installs list is read with.
 */
const installCms = (account: string) =>
  defineMutation(appsOps.installCms, {
    request: (body: InstallBody & { attempt_key: string }) => ({ body }),
    invalidates: () => [appsKeys.cmsInstalls(account)],
    awaitInvalidation: false,
  });

/** A site action changes the status (answered), and may start an update the activity lists. */
const siteAction = (input: string, installId: string) =>
  defineMutation(appsOps.runCmsSiteAction, {
    request: (action: SiteAction) => ({ body: { input, install_id: installId, action } }),
    update: (qc, r) => qc.setQueryData(appsKeys.cmsSite(input, installId), r.site),
    // The version, the install's detail and listing, and the activity all follow an update.
    invalidates: () => [{ predicate: ofAccount(input) }],
    awaitInvalidation: false,
  });

const adminLink = (input: string, installId: string) =>
  defineMutation(appsOps.createCmsAdminLink, {
    request: () => ({ body: { input, install_id: installId } }),
  });

const adminPasswordReset = (input: string, installId: string) =>
  defineMutation(appsOps.resetCmsAdminPassword, {
    request: ({ attempt_key }: { attempt_key: string }) => ({ body: { input, install_id: installId, attempt_key } }),
  });

export const useInstallCms = (account: string) => useOperationMutation(installCms(account));
export const useSiteAction = (input: string, installId: string) => useOperationMutation(siteAction(input, installId));
export const useAdminLink = (input: string, installId: string) => useOperationMutation(adminLink(input, installId));
export const useAdminPasswordReset = (input: string, installId: string) =>
  useOperationMutation(adminPasswordReset(input, installId));
