// Resetting the admin's password cannot be undone (the old one stops working),
// so it is held: the dialog says what happens, the request creates the hold and
// the confirmation page is where it is approved and the new password shown once.
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { useOpenConfirmation } from '@/lib/hold-request';
import { useAdminPasswordReset } from './mutations-install';

export function AdminPasswordResetButton({ input, installId }: { input: string; installId: string }) {
  const reset = useAdminPasswordReset(input, installId);
  const openConfirmation = useOpenConfirmation();
  const [open, setOpen] = useState(false);
  // One key per page: a double click or a retry finds the same hold.
  const base = useMemo(() => newAttemptBase('cms-admin-reset'), []);
  const confirm = async () => {
    try {
      await openConfirmation(await reset.mutateAsync({ attempt_key: attemptKey(base, installId) }));
    } catch {
      // The dialog shows the refusal and stays open to say it.
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Reset admin password…
      </Button>
      <ConfirmDialog
        open={open}
        title="Reset the admin password?"
        confirmLabel="Reset — continue to confirm"
        cancelLabel="Keep it"
        busy={reset.isPending}
        error={reset.error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        <p>The admin's current password stops working; the new one is shown once, when you approve.</p>
        <p className="text-muted">Nothing happens until you approve it on the confirmation page.</p>
      </ConfirmDialog>
    </>
  );
}
