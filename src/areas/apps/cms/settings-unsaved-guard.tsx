// Asks before leaving a form with unsaved changes: a navigation inside the app
// (another tab of the install, another page) waits for "Leave without saving"
// or "Stay"; closing or reloading the browser tab gets the browser's own prompt.
// Used by the settings form and the content editor.
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      cancelLabel="Stay"
      busy={false}
      error={null}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <p>Your changes here are not saved yet. If you leave now, they are lost.</p>
    </ConfirmDialog>
  );
}
