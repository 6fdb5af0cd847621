// Deleting a mailbox is held for confirmation: this says what will be lost,
// asks for the hold, and goes to its confirmation page.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useOpenConfirmation } from '@/lib/hold-request';
import { useEmailDelete } from './mutations';
import { formatNumber } from '@/lib/format';
import { formatMegabytes } from '@/lib/glossary';

const randomKey = () =>
  `mailbox-delete-${[...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

export function DeleteMailbox({
  address,
  usedMb,
  messageCount,
}: {
  address: string;
  usedMb: number;
  messageCount: number;
}) {
  const openConfirmation = useOpenConfirmation();
  const del = useEmailDelete('deleteMailbox');
  const [open, setOpen] = useState(false);
  // One key per visit: a double click or a retry gets the same hold.
  const [attempt] = useState(randomKey);
  const submit = () =>
    del.mutate(
      { input: address, attempt_key: attempt },
      {
        onSuccess: openConfirmation,
      },
    );
  return (
    <div className="space-y-2">
      <p className="text-sm">Deleting removes the mailbox and all its mail. You confirm it on the next page.</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete mailbox…
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${address}?`}
        confirmLabel="Delete — continue to confirm"
        cancelLabel="Keep it"
        busy={del.isPending}
        error={del.error}
        onConfirm={submit}
        onClose={() => setOpen(false)}
      >
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>{formatNumber(messageCount)}</strong> messages ({formatMegabytes(usedMb)}) are deleted for good.
          </li>
          <li>Its autoresponder, vacation messages and filter rules are removed.</li>
          <li>Mail to {address} is then handled by the domain's catch-all.</li>
        </ul>
        <p className="text-muted">Nothing happens until you approve it on the confirmation page.</p>
      </ConfirmDialog>
    </div>
  );
}
