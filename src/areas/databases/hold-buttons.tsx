// Dropping a database and deleting a database user cannot be undone, so both
// are held: the dialog says what will be lost, the request creates the hold
// (nothing is dropped yet) and the confirmation page is where it is approved.
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { useOpenConfirmation } from '@/lib/hold-request';
import { formatMegabytes } from '@/lib/glossary';
import { useDeleteDatabaseUser, useDropDatabase } from './mutations';

interface HoldButtonProps {
  label: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  disabled?: boolean;
  /** Sends the hold request with its attempt key; resolves with the hold. */
  request: (attempt_key: string) => Promise<{ pendingActionId: string }>;
}

function HoldButton({ label, title, children, confirmLabel, busy, error, disabled, request }: HoldButtonProps) {
  const [open, setOpen] = useState(false);
  const openConfirmation = useOpenConfirmation();
  // One key per dialog: a double click or a retry finds the same hold.
  const base = useMemo(() => newAttemptBase('db-hold'), []);
  const confirm = async () => {
    try {
      await openConfirmation(await request(attemptKey(base, title)));
    } catch {
      // The dialog shows the refusal (`error`), and stays open to say it.
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} disabled={disabled}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        cancelLabel="Keep it"
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        {children}
        <p className="text-muted">Nothing happens until you approve it on the confirmation page.</p>
      </ConfirmDialog>
    </>
  );
}

export function DropDatabaseButton({
  input,
  database,
  sizeMb,
  tables,
  disabled,
}: {
  input: string;
  database: string;
  sizeMb: number;
  tables: number;
  disabled?: boolean;
}) {
  const drop = useDropDatabase(input, database);
  return (
    <HoldButton
      label="Drop database…"
      title={`Drop ${database}?`}
      confirmLabel="Drop — continue to confirm"
      busy={drop.isPending}
      error={drop.error}
      disabled={disabled}
      request={(attempt_key) => drop.mutateAsync({ attempt_key })}
    >
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Its {tables} tables ({formatMegabytes(sizeMb)}) are deleted for good; a website using it stops working.
        </li>
        <li>Backups already taken of it are kept until they expire.</li>
      </ul>
    </HoldButton>
  );
}

export function DeleteUserButton({
  input,
  username,
  databases,
  disabled,
}: {
  input: string;
  username: string;
  /** The databases the user holds privileges on. */
  databases: string[];
  disabled?: boolean;
}) {
  const del = useDeleteDatabaseUser(input);
  return (
    <HoldButton
      label="Delete user…"
      title={`Delete ${username}?`}
      confirmLabel="Delete — continue to confirm"
      busy={del.isPending}
      error={del.error}
      disabled={disabled}
      request={(attempt_key) => del.mutateAsync({ username, attempt_key })}
    >
      <p>
        {username} can no longer log in
        {databases.length ? `, and loses its privileges on ${databases.join(', ')}` : ''}. The databases and their data
        stay.
      </p>
    </HoldButton>
  );
}
