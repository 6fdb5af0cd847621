// Stopping, rebooting and resetting the root password interrupt a running
// system or lock someone out, so each is a hold: the dialog says what will
// happen, the request creates the hold (nothing happens yet) and the
// confirmation page is where it is approved. The new root password is shown
// there once, after approval.
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { useOpenConfirmation } from '@/lib/hold-request';
import { useVpsHold, type HoldKind } from './mutations';

interface HoldCopy {
  label: string;
  title: (hostname: string) => string;
  confirmLabel: string;
  body: (hostname: string) => ReactNode;
}

const copy: Record<HoldKind, HoldCopy> = {
  stop: {
    label: 'Stop…',
    title: (h) => `Stop ${h}?`,
    confirmLabel: 'Stop — continue to confirm',
    body: (h) => (
      <p>
        A hard power-off, like pulling the plug: what {h} holds only in memory is lost, and everything it serves is down
        until you start it again.
      </p>
    ),
  },
  reboot: {
    label: 'Reboot…',
    title: (h) => `Reboot ${h}?`,
    confirmLabel: 'Reboot — continue to confirm',
    body: (h) => <p>Every program on {h} is stopped and the server starts again; it is unreachable while it boots.</p>,
  },
  'root-password': {
    label: 'Reset root password…',
    title: (h) => `Reset the root password of ${h}?`,
    confirmLabel: 'Reset — continue to confirm',
    body: () => (
      <p>
        The current root password stops working. The new one is shown once, on the confirmation page after you approve:
        copy it then, it cannot be shown again.
      </p>
    ),
  },
};

export function VpsHoldButton({
  input,
  hostname,
  kind,
  disabled,
}: {
  input: string;
  hostname: string;
  kind: HoldKind;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const hold = useVpsHold(input, kind);
  const openConfirmation = useOpenConfirmation();
  // One key per button: a double click or a retry finds the same hold.
  const base = useMemo(() => newAttemptBase(`vps-${kind}`), [kind]);
  const c = copy[kind];
  const confirm = async () => {
    try {
      await openConfirmation(await hold.mutateAsync({ attempt_key: attemptKey(base, { input, kind }) }));
    } catch {
      // The dialog shows the refusal (`hold.error`) and stays open to say it.
    }
  };
  return (
    <>
      <Button
        variant={kind === 'stop' ? 'danger' : 'secondary'}
        size="sm"
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        {c.label}
      </Button>
      <ConfirmDialog
        open={open}
        title={c.title(hostname)}
        confirmLabel={c.confirmLabel}
        cancelLabel="Keep it"
        busy={hold.isPending}
        error={hold.error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        {c.body(hostname)}
        <p className="text-muted">Nothing happens until you approve it on the confirmation page.</p>
      </ConfirmDialog>
    </>
  );
}
