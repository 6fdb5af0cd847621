// The words of a restore, shared by the backups screen (src/areas/backups) and the first frame the
// served page draws of it (server/pages/restores-frame.ts), so both say a restore alike: what it
// restores, its status and outcome, and the tone of its badge.
import type { z } from 'zod';
import type { Restore, RestoreScope, RestoreStatus } from './backups';

/** A badge's colour, as the UI kit's Badge has them (src/components/ui/badge.tsx). */
type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** What a restore restores, as a person says it. */
export const RESTORE_SCOPE_LABEL: Record<z.infer<typeof RestoreScope>, string> = {
  full: 'Everything',
  files: 'Files',
  databases: 'Databases',
  email: 'Email',
};

/** A restore's status: its words and its badge's tone (the glossary's `restore` group). */
export const RESTORE_STATUS_TERMS: Record<z.infer<typeof RestoreStatus>, { label: string; tone: Tone }> = {
  queued: { label: 'Waiting to start', tone: 'info' },
  running: { label: 'Restoring', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  partially_completed: { label: 'Partially completed', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

type RestoreRow = z.infer<typeof Restore>;

/** The outcome as a person reads it: a cancelled restore that had already restored some items says so (what was restored stays). */
export function restoreOutcome(r: Pick<RestoreRow, 'status' | 'itemsRestored'>): { label: string; tone: Tone } {
  if (r.status === 'cancelled' && r.itemsRestored > 0) return { label: 'Cancelled, partly restored', tone: 'warning' };
  return RESTORE_STATUS_TERMS[r.status];
}

/** Whether a restore is still moving (queued or running): it shows its progress bar and can be cancelled. */
export const restoreMoving = (r: Pick<RestoreRow, 'status'>): boolean =>
  r.status === 'queued' || r.status === 'running';

/** The progress bar's fill colour class by status. */
export const progressFill = (status: RestoreRow['status']): string =>
  status === 'failed'
    ? 'bg-danger'
    : status === 'completed'
      ? 'bg-success'
      : status === 'partially_completed'
        ? 'bg-warning'
        : 'bg-accent';

/** A restore's title: what it restores and from which backup, `when` written in the account's format. */
export const restoreTitle = (scope: z.infer<typeof RestoreScope>, when: string): string =>
  `${RESTORE_SCOPE_LABEL[scope]} from the backup of ${when}`;

/** The line under it: when it was asked for and, once it has, when it finished. */
export const restoreTimes = (requested: string, finished: string | null): string =>
  `Requested ${requested}${finished === null ? '' : ` · finished ${finished}`}`;

/** A finished restore's report: the safety backup taken before it, and the list's empty state. */
export const SAFETY_BACKUP_TEXT = 'A safety backup of the data as it was before this restore was taken first.';
export const SAFETY_BACKUP_LINK = 'Browse the safety backup';
export const NO_RESTORES = 'No restores yet. Browse a backup below to restore from it.';
