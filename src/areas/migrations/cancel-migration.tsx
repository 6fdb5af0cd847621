// Cancelling a migration that has not started: say what happens, take an
// optional reason (limit from the contract), then cancel.
import { useState } from 'react';
import { migrationsOps } from '@contract/migrations';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { problemMessage } from '@/components/ui/problem-state';
import { notify } from '@/lib/notices';
import { useCancelMigration } from './mutations';

const reasonSchema = migrationsOps.cancelMigration.body.unwrap().shape.reason;

export function CancelMigrationButton({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelMigration(id);
  const check = reasonSchema.safeParse(reason || undefined);
  const close = () => !cancel.isPending && setOpen(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel migration
      </Button>
      <Dialog open={open} onClose={close} title={`Cancel migration #${id}?`}>
        <form
          className="space-y-4 text-sm"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!check.success) return;
            cancel.mutate(reason.trim() || undefined, {
              onSuccess: () => {
                setOpen(false);
                notify('success', `Migration #${id} cancelled`, 'Support was told; nothing will be copied.');
              },
            });
          }}
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
            {(p) => (
              <textarea
                {...p}
                rows={3}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                className="block w-full rounded-md border border-line bg-surface px-3 py-2"
              />
            )}
          </Field>
          {cancel.error && (
            <p role="alert" className="text-danger">
              {problemMessage(cancel.error).detail}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button type="submit" variant="danger" loading={cancel.isPending} disabled={!check.success}>
              Cancel migration
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
