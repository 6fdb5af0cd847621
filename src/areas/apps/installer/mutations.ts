// Writes of the application installer, each declared with the keys it makes
// stale (../keys.ts). Install, upgrade, uninstall and backup answer 202 with a
// task: what they make stale at once is the activity (the task appears there);
// the installs and backups change when the task ends (use-tracked-task.ts).
// Deleting a backup is a hold: nothing changes until it is approved.
import type { BodyOf } from '@contract/operation';
import { installerOps } from '@contract/apps';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { appsKeys } from '@/areas/apps/keys';

type Body<K extends keyof typeof installerOps> = NonNullable<BodyOf<(typeof installerOps)[K]>>;
export type InstallBody = Omit<Body<'installApp'>, 'input'>;

/** Every activity view of the account (any status filter): a new task shows in all of them. */
const activityViews = (input: string) => ({
  predicate: (q: { queryKey: readonly unknown[] }) => {
    const p = q.queryKey[2] as { kind?: string; input?: string } | undefined;
    return q.queryKey[0] === 'apps' && p?.kind === 'activity' && p.input === input;
  },
});

const install = (input: string) =>
  defineMutation(installerOps.installApp, {
    // The domain chosen in the form is the `input`: the app goes on that site of the account.
    request: ({ domain, ...body }: InstallBody & { domain: string }) => ({ body: { ...body, input: domain } }),
    invalidates: () => [activityViews(input)],
    awaitInvalidation: false,
  });

const upgrade = (input: string, installId: string) =>
  defineMutation(installerOps.upgradeApp, {
    request: (v: { version?: string; backup_first: boolean; attempt_key: string }) => ({
      body: { ...v, input, install_id: installId },
    }),
    invalidates: () => [activityViews(input)],
    awaitInvalidation: false,
  });

const uninstall = (input: string, installId: string) =>
  defineMutation(installerOps.uninstallApp, {
    request: (v: { keep_database: boolean; keep_files: boolean }) => ({
      query: {
        input,
        install_id: installId,
        keep_database: String(v.keep_database) as 'true' | 'false',
        keep_files: String(v.keep_files) as 'true' | 'false',
      },
    }),
    invalidates: () => [activityViews(input)],
    awaitInvalidation: false,
  });

const backup = (input: string, installId: string) =>
  defineMutation(installerOps.backupApp, {
    request: (v: { note?: string; include_files: boolean; include_database: boolean }) => ({
      body: { ...v, input, install_id: installId },
    }),
    invalidates: () => [activityViews(input)],
    awaitInvalidation: false,
  });

const loginLink = (input: string, installId: string) =>
  defineMutation(installerOps.createAppLoginLink, { request: () => ({ body: { input, install_id: installId } }) });

const configure = (input: string, installId: string) =>
  defineMutation(installerOps.configureApp, {
    request: (v: Omit<Body<'configureApp'>, 'input' | 'install_id'>) => ({
      body: { ...v, input, install_id: installId },
    }),
    update: (qc, detail) => qc.setQueryData(appsKeys.app(input, installId), detail),
    invalidates: () => [appsKeys.apps(input)],
  });

const deleteBackup = (input: string) =>
  defineMutation(installerOps.deleteAppBackup, {
    request: (v: { backup_id: string; attempt_key: string }) => ({ query: { ...v, input } }),
  });

export const useInstallApp = (input: string) => useOperationMutation(install(input));
export const useUpgradeApp = (input: string, installId: string) => useOperationMutation(upgrade(input, installId));
export const useUninstallApp = (input: string, installId: string) => useOperationMutation(uninstall(input, installId));
export const useBackupApp = (input: string, installId: string) => useOperationMutation(backup(input, installId));
export const useAppLoginLink = (input: string, installId: string) => useOperationMutation(loginLink(input, installId));
export const useConfigureApp = (input: string, installId: string) => useOperationMutation(configure(input, installId));
export const useDeleteAppBackup = (input: string) => useOperationMutation(deleteBackup(input));
