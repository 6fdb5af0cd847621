// Asking for a restore: the dialog says what will be overwritten, the request
// creates the hold (nothing is restored yet) and the confirmation page is
// where it is approved; that page shows the dry run and takes a safety backup
// first. A refusal, such as the system-wide daily cap (429), stays in the
// dialog with the server's words.
import { useMemo, useState } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { formatDateTime } from '@/lib/format';
import { RESTORE_SCOPE_LABEL } from '@contract/restore-words';
import { countOf } from '@/lib/glossary';
import { useOpenConfirmation } from '@/lib/hold-request';
import { useRequestRestore, type RestoreRequest } from './mutations';

type Scope = NonNullable<RestoreRequest['scope']>;

interface RestoreButtonProps {
  input: string;
  backupId: string;
  backupCreatedAt: string | undefined;
  scope: Scope;
  /** Paths, database names or addresses; empty restores the whole scope. */
  items: string[];
  label: string;
  variant?: ButtonVariant;
}

const whatText = (scope: Scope, items: string[]) => {
  if (scope === 'full') return 'everything in the backup: files, databases and email';
  if (items.length === 0) return `all ${RESTORE_SCOPE_LABEL[scope].toLowerCase()} in the backup`;
  return `${countOf(items.length, 'item', 'items')} (${RESTORE_SCOPE_LABEL[scope].toLowerCase()})`;
};

export function RestoreButton({
  input,
  backupId,
  backupCreatedAt,
  scope,
  items,
  label,
  variant = 'primary',
}: RestoreButtonProps) {
  const [open, setOpen] = useState(false);
  const restore = useRequestRestore(input);
  const openConfirmation = useOpenConfirmation();
  // One key per dialog and request: a double click or a retry finds the same hold.
  const base = useMemo(() => newAttemptBase('restore'), []);
  const when = backupCreatedAt ? `the backup of ${formatDateTime(backupCreatedAt)}` : 'this backup';
  const confirm = async () => {
    const body = { backup_id: backupId, scope, items };
    try {
      await openConfirmation(await restore.mutateAsync({ ...body, attempt_key: attemptKey(base, body) }));
    } catch {
      // The dialog shows the refusal (`restore.error`) and stays open to say it.
    }
  };
  return (
    <>
      <Button
        variant={variant}
        onClick={() => {
          restore.reset();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={`Restore from ${when}?`}
        confirmLabel="Restore — continue to confirm"
        cancelLabel="Keep current data"
        busy={restore.isPending}
        error={restore.error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        <p>This restores {whatText(scope, items)}.</p>
        {items.length > 0 && (
          <ul aria-label="Items to restore" className="max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5 break-all">
            {items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        )}
        <ul className="list-disc space-y-1 pl-5">
          <li>What is live now at those places is overwritten with the copy from the backup.</li>
          <li>
            A safety backup of the current data is taken first, so the restore can be undone; while it runs you can
            cancel it under Restores.
          </li>
          <li>The confirmation page lists what will be overwritten before you approve.</li>
        </ul>
        <p className="text-muted">Nothing happens until you approve it on the confirmation page.</p>
      </ConfirmDialog>
    </>
  );
}
