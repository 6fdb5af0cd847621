// Unblocking an address lets through whoever was guessing passwords from it,
// so it is confirmed first: the dialog says so, takes a note for the audit log
// and whether to allow the address for good. Allowing it for good widens access
// permanently (the panel has no way to take it off the allow list again), so it
// is never ticked for the customer: they tick it for an address they know.
import { useId, useState } from 'react';
import type { ResponseOf } from '@contract/operation';
import { diagnosticsOps } from '@contract/diagnostics';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useWhitelistIp } from './mutations';

export type WhitelistResult = ResponseOf<typeof diagnosticsOps.whitelistIp>;

const noteSchema = diagnosticsOps.whitelistIp.body.shape.note;

export function WhitelistDialog({
  open,
  input,
  ip,
  node,
  onClose,
  onDone,
}: {
  open: boolean;
  input: string;
  ip: string;
  node: string;
  onClose: () => void;
  onDone: (result: WhitelistResult) => void;
}) {
  const whitelist = useWhitelistIp();
  const [note, setNote] = useState('');
  const [allow, setAllow] = useState(false);
  const allowEffectId = useId();
  const noteError = noteSchema.safeParse(note).error?.issues[0]?.message;
  const confirm = async () => {
    try {
      onDone(await whitelist.mutateAsync({ input, ip, allow, ...(note.trim() ? { note: note.trim() } : {}) }));
      setNote('');
      setAllow(false);
      whitelist.reset();
    } catch {
      // The dialog shows the refusal from `whitelist.error` and stays open.
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Unblock ${ip}?`}
      confirmLabel="Unblock"
      busy={whitelist.isPending}
      error={whitelist.isError ? whitelist.error : null}
      confirmDisabled={noteError !== undefined}
      onConfirm={() => void confirm()}
      onClose={() => {
        whitelist.reset();
        setAllow(false);
        onClose();
      }}
    >
      <p>
        Every firewall on {node} stops blocking {ip}. If the address was blocked for guessing passwords, whoever was
        guessing can try again: unblock only an address you know.
      </p>
      <Field
        label="Note (for the audit log)"
        schema={noteSchema}
        error={noteError ? { message: noteError } : undefined}
        length={note.length}
      >
        {(p) => <Input {...p} value={note} onChange={(e) => setNote(e.target.value)} placeholder="e.g. Office IP" />}
      </Field>
      <div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={allow}
            onChange={(e) => setAllow(e.target.checked)}
            aria-describedby={allowEffectId}
          />
          Also put {ip} on the allow list of {node}
        </label>
        <p id={allowEffectId} className="mt-1 ml-6 text-muted">
          Its firewalls then never block this address again, even if it keeps guessing passwords, and it cannot be taken
          off the list here. Leave this off unless the address is one you use, such as your office.
        </p>
      </div>
    </ConfirmDialog>
  );
}
