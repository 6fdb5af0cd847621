// Following one task after a 202: the answer's task is shown at once, then the
// same task as the activity (polled while it moves) reports it. When it ends,
// what it changed is read again: the installed apps, the install, its backups.
import { useEffect, useRef } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { appsKeys, ofInstall } from '@/areas/apps/keys';
import { installerQueries, isMoving, type Task } from './queries';

export function useTrackedTask(input: string, initial: Task): Task {
  const activity = useInfiniteQuery(installerQueries.activity(input));
  const seen = activity.data?.pages.flatMap((p) => p.data).find((t) => t.id === initial.id);
  const task = seen ?? initial;
  useRefreshWhenDone(input, [task]);
  return task;
}

/** Reads again what a task changed once it is no longer moving (only for tasks seen moving here). */
export function useRefreshWhenDone(input: string, tasks: Task[]) {
  const qc = useQueryClient();
  const moving = useRef(new Set<string>());
  // Runs after every render that brings new task documents (a poll, a refetch): cheap, and each task
  // seen moving is refreshed once, when it is first seen stopped.
  useEffect(() => {
    for (const t of tasks) {
      if (isMoving(t)) {
        moving.current.add(t.id);
        continue;
      }
      if (!moving.current.delete(t.id)) continue;
      void qc.invalidateQueries({ queryKey: appsKeys.apps(input) });
      if (t.installId) void qc.invalidateQueries({ predicate: ofInstall(input, t.installId) });
    }
  }, [tasks, input, qc]);
}
