// The Remove button of a listed pointer or redirect and the dialog that
// confirms it: nothing is sent until the person confirms, and the dialog stays
// open (showing the server's refusal, if any) until the removal succeeds.
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface RemoveButtonProps {
  /** E.g. "the pointer nordlight.se": the button says "Remove <what>", the dialog asks "Remove <what>?". */
  what: string;
  confirmLabel: string;
  changeable: boolean;
  busy: boolean;
  error: unknown;
  /** Sends the removal; `done` closes the dialog, to be called once it succeeded. */
  onConfirm: (done: () => void) => void;
  /** What removing it does. */
  children: ReactNode;
}

export function RemoveButton({ what, confirmLabel, changeable, busy, error, onConfirm, children }: RemoveButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        disabled={!changeable}
        onClick={() => setOpen(true)}
        aria-label={`Remove ${what}`}
      >
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        title={`Remove ${what}?`}
        confirmLabel={confirmLabel}
        cancelLabel="Keep it"
        busy={busy}
        error={error}
        onConfirm={() => onConfirm(() => setOpen(false))}
        onClose={() => setOpen(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
