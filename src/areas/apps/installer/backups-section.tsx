// The backups of one installed app, newest first. Deleting one cannot be
// undone, so it is held: the dialog says what is lost, the request creates the
// hold (nothing is deleted yet) and the confirmation page is where it is approved.
import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppBackup } from '@contract/apps';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { formatDateTime } from '@/lib/format';
import { formatMegabytes } from '@/lib/glossary';
import { useOpenConfirmation } from '@/lib/hold-request';
import { useDeleteAppBackup } from './mutations';
import { installerQueries } from './queries';

type Backup = z.infer<typeof AppBackup>;

const contents = (b: Backup) =>
  b.includesFiles && b.includesDatabase ? 'Files and database' : b.includesFiles ? 'Files' : 'Database';

export function BackupsSection({
  input,
  installId,
  disabled,
}: {
  input: string;
  installId: string;
  disabled?: boolean;
}) {
  const list = useInfiniteQuery(installerQueries.backups(input, installId));
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  if (list.isPending) return <Skeleton lines={3} />;
  if (list.isError) return <ProblemState error={list.error} onRetry={() => void list.refetch()} />;
  if (rows.length === 0)
    return <EmptyState title="No backups yet">Back it up now, or turn on automatic backups below.</EmptyState>;
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-line rounded-card border border-line" aria-label="Backups">
        {rows.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2 text-sm">
            <div>
              <p className="font-medium">
                {formatDateTime(b.createdAt)} · {b.appName} {b.version}
              </p>
              <p className="text-xs text-muted">
                {contents(b)} · {formatMegabytes(b.sizeMb)}
                {b.note && ` · ${b.note}`}
              </p>
            </div>
            <DeleteBackupButton input={input} backup={b} disabled={disabled} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button size="sm" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more
        </Button>
      )}
    </div>
  );
}

function DeleteBackupButton({ input, backup, disabled }: { input: string; backup: Backup; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const del = useDeleteAppBackup(input);
  const openConfirmation = useOpenConfirmation();
  // One key per dialog: a double click or a retry finds the same hold.
  const base = useMemo(() => newAttemptBase('app-backup-delete'), []);
  const when = formatDateTime(backup.createdAt);
  const confirm = async () => {
    try {
      await openConfirmation(await del.mutateAsync({ backup_id: backup.id, attempt_key: attemptKey(base, backup.id) }));
    } catch {
      // The dialog shows the refusal (`del.error`), and stays open to say it.
    }
  };
  return (
    <>
      <Button
        variant="danger"
        size="sm"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={`Delete the backup of ${when}`}
      >
        Delete…
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete the backup of ${when}?`}
        confirmLabel="Delete — continue to confirm"
        cancelLabel="Keep it"
        busy={del.isPending}
        error={del.error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        <p>
          Its copy of {contents(backup).toLowerCase()} ({formatMegabytes(backup.sizeMb)}) of {backup.appName}{' '}
          {backup.version} is deleted for good; the app can no longer be restored to it.
        </p>
        <p className="text-muted">Nothing happens until you approve it on the confirmation page.</p>
      </ConfirmDialog>
    </>
  );
}
