// Deleting a monitor, behind a dialog that says what goes with it.
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notices';
import type { MonitorRow } from './incident-timeline';
import { useDeleteMonitor } from './mutations';

export function DeleteMonitorButton({ monitor }: { monitor: MonitorRow }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMonitor();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete…
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${monitor.name}?`}
        confirmLabel="Delete monitor"
        busy={remove.isPending}
        error={remove.error}
        onClose={() => {
          setOpen(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(monitor.id, {
            onSuccess: async () => {
              setOpen(false);
              notify('success', 'Monitor deleted', monitor.name);
              await navigate({ to: '/monitoring' });
            },
          })
        }
      >
        <p>
          The monitor stops checking and its up/down history is deleted with it. Nothing else changes: the site itself
          is not touched.
        </p>
      </ConfirmDialog>
    </>
  );
}
