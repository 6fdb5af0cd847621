// Cancelling a migration that has not started: say what happens, take an
// optional reason (limit from the contract), then cancel.
import { useState } from 'react';
import { migrationsOps } from '@contract/migrations';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { TextArea } from '@/components/ui/text-area';
import { notify } from '@/lib/notices';
import { useCancelMigration } from './mutations';

const reasonSchema = migrationsOps.cancelMigration.body.unwrap().shape.reason;

export function CancelMigrationButton({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelMigration(id);
  const check = reasonSchema.safeParse(reason || undefined);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel migration
      </Button>
      <ConfirmDialog
        open={open}
        title={`Cancel migration #${id}?`}
        confirmLabel="Cancel migration"
        cancelLabel="Keep it"
        busy={cancel.isPending}
        error={cancel.error}
        confirmDisabled={!check.success}
        onConfirm={() => {
          if (!check.success) return;
          cancel.mutate(reason.trim() || undefined, {
            onSuccess: () => {
              setOpen(false);
              notify('success', `Migration #${id} cancelled`, 'Support was told; nothing will be copied.');
            },
          });
        }}
        onClose={() => setOpen(false)}
      >
        <p>
          Support stops the request before any copying starts. The stored source passwords are erased. To move later,
          file a new request.
        </p>
        <Field
          label="Reason (optional)"
          schema={reasonSchema}
          length={reason.length}
          error={check.success ? undefined : { message: check.error.issues[0]?.message }}
        >
          {(p) => <TextArea {...p} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
      </ConfirmDialog>
    </>
  );
}
