// A delete button that asks first, naming what goes, and shows a refusal.
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface Props {
  label: string;
  title: string;
  children: ReactNode;
  onConfirm: () => Promise<unknown>;
}

export function ConfirmDelete({ label, title, children, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={label}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel="Delete"
        cancelLabel="Keep"
        busy={busy}
        error={error}
        onConfirm={go}
        onClose={() => setOpen(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
