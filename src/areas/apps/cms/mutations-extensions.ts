// Writes to an install's plugins and themes. Each change makes the listing,
// the install's counts and (for an update, which runs as a safe update with a
// task) the activity stale. A bulk action sends one PATCH per plugin, one at a
// time (each safe update takes its own snapshot), and refreshes once at the end.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { cmsExtensionOps } from '@contract/apps-cms-extensions';
import type { AppTask } from '@contract/apps-shared';
import type { BodyOf } from '@contract/operation';
import { problemMessage } from '@/components/ui/problem-state';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { appsKeys, ofInstall } from '@/areas/apps/keys';

export type PluginAction = NonNullable<BodyOf<typeof cmsExtensionOps.manageCmsPlugin>>['action'];
export type ThemeAction = NonNullable<BodyOf<typeof cmsExtensionOps.manageCmsTheme>>['action'];
type Task = z.infer<typeof AppTask>;

/** Everything about the install (listings, counts, status) and the account's activity. */
const installViews = (input: string, installId: string) => [
  { predicate: ofInstall(input, installId) },
  appsKeys.activity(input),
];

const installPlugin = (input: string, installId: string) =>
  defineMutation(cmsExtensionOps.installCmsPlugin, {
    request: ({ slug, activate }: { slug: string; activate: boolean }) => ({
      body: { input, install_id: installId, slug, activate },
    }),
    invalidates: () => installViews(input, installId),
  });

const managePlugin = (input: string, installId: string, refresh = true) =>
  defineMutation(cmsExtensionOps.manageCmsPlugin, {
    request: ({ slug, action }: { slug: string; action: PluginAction }) => ({
      body: { input, install_id: installId, slug, action },
    }),
    invalidates: () => (refresh ? installViews(input, installId) : []),
  });

const installTheme = (input: string, installId: string) =>
  defineMutation(cmsExtensionOps.installCmsTheme, {
    request: ({ slug, activate }: { slug: string; activate: boolean }) => ({
      body: { input, install_id: installId, slug, activate },
    }),
    invalidates: () => installViews(input, installId),
  });

const manageTheme = (input: string, installId: string) =>
  defineMutation(cmsExtensionOps.manageCmsTheme, {
    request: ({ slug, action }: { slug: string; action: ThemeAction }) => ({
      body: { input, install_id: installId, slug, action },
    }),
    invalidates: () => installViews(input, installId),
  });

export const useInstallPlugin = (input: string, installId: string) =>
  useOperationMutation(installPlugin(input, installId));
export const useManagePlugin = (input: string, installId: string) =>
  useOperationMutation(managePlugin(input, installId));
export const useInstallTheme = (input: string, installId: string) =>
  useOperationMutation(installTheme(input, installId));
export const useManageTheme = (input: string, installId: string) => useOperationMutation(manageTheme(input, installId));

/** How one plugin of a bulk action went. */
export type BulkOutcome =
  | { state: 'waiting' }
  | { state: 'running' }
  | { state: 'done'; message: string }
  | { state: 'rolled_back'; reason: string }
  | { state: 'failed'; reason: string };

/**
 * What a finished update task says: a failed safe update was rolled back to
 * its snapshot, and the failed step (the health check) says why.
 */
export function updateOutcome(task: Task | null, fallback: string): BulkOutcome {
  if (!task || task.status === 'succeeded' || task.status === 'queued' || task.status === 'running')
    return { state: 'done', message: task?.message ?? fallback };
  const failedStep = task.steps.find((s) => s.status === 'failed');
  const reason = failedStep?.detail ?? task.message ?? 'The update failed its health check';
  const rolledBack =
    task.rollbackBackupId !== null || task.steps.some((s) => /roll/i.test(s.name) && s.status === 'succeeded');
  return rolledBack ? { state: 'rolled_back', reason } : { state: 'failed', reason };
}

const doneWords: Record<'update' | 'deactivate', string> = { update: 'Updated', deactivate: 'Deactivated' };

/** Runs one action over several plugins in turn, keeping each one's outcome. */
export function useBulkPluginAction(input: string, installId: string) {
  const qc = useQueryClient();
  const mutation = useOperationMutation(managePlugin(input, installId, false));
  const [outcomes, setOutcomes] = useState<Record<string, BulkOutcome>>({});
  const [running, setRunning] = useState(false);

  const run = async (slugs: string[], action: 'update' | 'deactivate') => {
    setRunning(true);
    setOutcomes(Object.fromEntries(slugs.map((s) => [s, { state: 'waiting' } as BulkOutcome])));
    const set = (slug: string, o: BulkOutcome) => setOutcomes((prev) => ({ ...prev, [slug]: o }));
    try {
      for (const slug of slugs) {
        set(slug, { state: 'running' });
        try {
          const r = await mutation.mutateAsync({ slug, action });
          set(
            slug,
            action === 'update'
              ? updateOutcome(r.task, doneWords.update)
              : { state: 'done', message: doneWords.deactivate },
          );
        } catch (error) {
          set(slug, { state: 'failed', reason: problemMessage(error).detail });
        }
      }
    } finally {
      setRunning(false);
      await Promise.all([
        qc.invalidateQueries({ predicate: ofInstall(input, installId) }),
        qc.invalidateQueries({ queryKey: appsKeys.activity(input) }),
      ]);
    }
  };

  return { run, running, outcomes, clear: () => setOutcomes({}) };
}
