// Confirmation before a destructive or paid action: the caller says what will
// happen; this adds the server's refusal (if any) and the two buttons. While
// the request runs, Escape and the backdrop do nothing, so a dialog cannot be
// dismissed halfway through an action whose outcome it is about to show.
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { ProblemAlert } from './problem-alert';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  /** The button that backs out: "Cancel" unless the action is itself a cancel ("Keep it"). */
  cancelLabel?: string;
  busy: boolean;
  error: unknown;
  /** E.g. an invalid quantity or reason typed into the dialog. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy,
  error,
  confirmDisabled,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? () => {} : onClose} title={title}>
      <div className="space-y-4 text-sm">
        {children}
        {error != null && <ProblemAlert problem={error} boxed />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
