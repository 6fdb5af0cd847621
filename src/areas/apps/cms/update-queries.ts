// Reads of the update timeline: one install's recent tasks (polled while one
// runs, so its steps appear as the job runner records them) and the restore
// point a task names as its rollback point.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppBackup } from '@contract/apps';
import type { AppTask } from '@contract/apps-shared';
// The operations without their schemas (src/lib/ops-meta): an install's overview loads no zod.
import { appsMeta as installerOps } from '@/lib/ops-meta/apps';
import { apiRequest } from '@/lib/api-client';
import { appsKeys } from '@/areas/apps/keys';

export type Task = z.infer<typeof AppTask>;
export type Backup = z.infer<typeof AppBackup>;

/** How often a running task is looked at again: its steps change every runner tick. */
export const POLL_MS = 2_000;
const RECENT = 50;

export const isActive = (t: Task) => t.status === 'queued' || t.status === 'running';

export const updateQueries = {
  /** The install's most recent tasks (running ones first, as the server orders them). */
  activity: (input: string, installId: string) =>
    queryOptions({
      queryKey: appsKeys.installActivity(input, installId),
      queryFn: ({ signal }) =>
        apiRequest(installerOps.listAppActivity, { query: { input, install_id: installId, limit: RECENT }, signal }),
      refetchInterval: (query) => (query.state.data?.data.some(isActive) ? POLL_MS : false),
      // Fresh for a moment, as the install's other reads: the page's loader asks it beside the
      // install, and the timeline that mounts right after takes that answer rather than asking again.
      staleTime: 2_000,
    }),
  /** The backup a task took before its change; null once it is gone (deleted or expired). */
  rollbackPoint: (input: string, installId: string, backupId: string) =>
    queryOptions({
      queryKey: appsKeys.rollbackPoint(input, installId, backupId),
      queryFn: async ({ signal }): Promise<Backup | null> => {
        let cursor: string | undefined;
        do {
          const page = await apiRequest(installerOps.listAppBackups, {
            query: { input, install_id: installId, limit: 100, cursor },
            signal,
          });
          const found = page.data.find((b) => b.id === backupId);
          if (found) return found;
          cursor = page.hasMore && page.nextCursor ? page.nextCursor : undefined;
        } while (cursor);
        return null;
      },
      // A backup's date never changes.
      staleTime: Infinity,
    }),
};
