// A delete button that asks first, naming what goes, and shows a refusal.
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { problemMessage } from '@/components/ui/problem-state';

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
      <Dialog open={open} onClose={() => !busy && setOpen(false)} title={title}>
        <div className="space-y-4 text-sm">
          {children}
          {error != null && (
            <p role="alert" className="text-danger">
              {problemMessage(error).detail}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <Button onClick={() => setOpen(false)} disabled={busy}>
              Keep
            </Button>
            <Button variant="danger" onClick={go} loading={busy}>
              Delete
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
