// The account's restores, newest first. A queued or running one shows a live
// progress bar (the listing polls while any moves) and can be cancelled; a
// finished one shows its report: completed, failed or partially completed,
// with the server's detail, each item that was not restored and why, and the
// safety backup taken before anything was overwritten.
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { countOf } from '@/lib/glossary';
import { notify } from '@/lib/notices';
import {
  NO_RESTORES,
  RESTORE_SCOPE_LABEL,
  restoreTimes,
  restoreTitle,
  SAFETY_BACKUP_LINK,
  SAFETY_BACKUP_TEXT,
} from '@contract/restore-words';
import { LoadMore } from './load-more';
import { useCancelRestore } from './mutations';
import { backupsQueries, isMoving, type RestoreRow } from './queries';
import { OutcomeBadge, RestoreProgress } from './restore-progress';

export function RestoresList({ input }: { input: string }) {
  const list = useInfiniteQuery(backupsQueries.restores(input));
  if (list.isPending) return <Skeleton lines={3} />;
  if (list.isError) return <ProblemState error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.data);
  if (rows.length === 0) return <p className="text-sm text-muted">{NO_RESTORES}</p>;
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="Restores">
        {rows.map((r) => (
          <RestoreItem key={r.id} input={input} r={r} />
        ))}
      </ul>
      <LoadMore
        shown={rows.length}
        total={list.data.pages.at(-1)?.total ?? rows.length}
        what="restores"
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}

function RestoreItem({ input, r }: { input: string; r: RestoreRow }) {
  const name = `Restore of ${RESTORE_SCOPE_LABEL[r.scope].toLowerCase()} from ${formatDateTime(r.backupCreatedAt)}`;
  const moving = isMoving(r);
  return (
    <li aria-label={name} className="space-y-2 rounded-card border border-line p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{restoreTitle(r.scope, formatDateTime(r.backupCreatedAt))}</p>
          <p className="text-xs text-muted">
            {restoreTimes(formatDateTime(r.requestedAt), r.finishedAt && formatDateTime(r.finishedAt))}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {/* Live: the outcome is announced when a watched restore finishes. */}
          <span aria-live="polite" aria-atomic="true">
            <OutcomeBadge r={r} />
          </span>
          {moving && <CancelRestoreButton input={input} r={r} name={name} />}
        </div>
      </div>
      {r.items.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">{countOf(r.items.length, 'item', 'items')}</summary>
          <ul className="mt-1 list-disc pl-5 break-all">
            {r.items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </details>
      )}
      {(moving || r.progress > 0) && <RestoreProgress r={r} name={name} />}
      <p className="text-sm empty:hidden" aria-live="polite">
        {r.detail}
      </p>
      {r.itemsFailed.length > 0 && (
        <div className="text-sm">
          <p className="font-medium">Not restored:</p>
          <ul aria-label="Items not restored" className="list-disc pl-5 break-all">
            {r.itemsFailed.map((f) => (
              <li key={f.item}>
                {f.item}: {f.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {r.safetyBackupId && (
        <p className="text-xs text-muted">
          {SAFETY_BACKUP_TEXT}{' '}
          <Link to="/backups" search={{ input, backup: r.safetyBackupId }} className="text-accent underline">
            {SAFETY_BACKUP_LINK}
          </Link>
        </p>
      )}
    </li>
  );
}

function CancelRestoreButton({ input, r, name }: { input: string; r: RestoreRow; name: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelRestore(input);
  return (
    <>
      <Button
        size="sm"
        variant="danger"
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
      >
        Cancel restore
      </Button>
      <ConfirmDialog
        open={open}
        title="Cancel this restore?"
        confirmLabel="Cancel restore"
        cancelLabel="Keep restoring"
        busy={cancel.isPending}
        error={cancel.error}
        onConfirm={() =>
          cancel.mutate(r.id, {
            onSuccess: () => {
              setOpen(false);
              notify('success', 'Restore cancelled', 'What was already restored stays as it is now.');
            },
          })
        }
        onClose={() => setOpen(false)}
      >
        <p>{name} stops. What it has already restored stays restored; the rest keeps its current data.</p>
      </ConfirmDialog>
    </>
  );
}
