// Reset the zone to its defaults (web records of its hosting, our mail
// preset, SOA and NS), after saying exactly what that removes.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notices';
import { useResetZone } from './mutations';
import { formatNumber } from '@/lib/format';
import { countOf } from '@/lib/glossary';

export function ResetZoneButton({ domain, recordCount }: { domain: string; recordCount: number }) {
  const [open, setOpen] = useState(false);
  const [keepMail, setKeepMail] = useState(true);
  const reset = useResetZone(domain);
  const run = async () => {
    try {
      const r = await reset.mutateAsync(keepMail);
      notify(
        'success',
        `Reset ${domain}: ${countOf(r.removed, 'record', 'records')} removed`,
        `${r.records.length} records now, serial ${r.serial}`,
      );
      setOpen(false);
    } catch {
      // shown in the dialog
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost-danger" onClick={() => setOpen(true)}>
        Reset to defaults
      </Button>
      <ConfirmDialog
        open={open}
        title={`Reset ${domain}?`}
        confirmLabel="Reset zone"
        busy={reset.isPending}
        error={reset.error}
        onConfirm={run}
        onClose={() => setOpen(false)}
      >
        <p>
          The zone goes back to what it had when it was created: the address of its hosting (or the parking page), www
          as an alias, our nameservers and, unless you keep them, our mail records. Every other record of the{' '}
          {formatNumber(recordCount)} now in the zone is deleted. This cannot be undone here: download the zone file
          first if you may want it back.
        </p>
        <label className="flex items-start gap-2">
          <input type="checkbox" checked={keepMail} onChange={(e) => setKeepMail(e.target.checked)} className="mt-1" />
          Keep the mail records as they are (MX, SPF, DKIM, DMARC), so mail keeps arriving where it does now
        </label>
      </ConfirmDialog>
    </>
  );
}
