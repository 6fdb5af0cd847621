// Confirm before deleting: lists exactly what goes. One record is deleted on
// its own; several go in one all-or-nothing bulk change.
import type { DnsRecord } from '@contract/dns-records';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notices';
import { useBulkChange, useDeleteRecord } from './mutations';

interface Props {
  domain: string;
  records: DnsRecord[];
  onClose: () => void;
  onDeleted: (ids: string[]) => void;
}

export function DeleteRecordsDialog({ domain, records, onClose, onDeleted }: Props) {
  const one = useDeleteRecord(domain);
  const bulk = useBulkChange(domain);
  const busy = one.isPending || bulk.isPending;
  const error = one.error ?? bulk.error;
  const shown = records.slice(0, 8);
  const confirm = async () => {
    try {
      if (records.length === 1) await one.mutateAsync(records[0]!.id);
      else await bulk.mutateAsync({ deletes: records.map((r) => r.id), creates: [], updates: [], dry_run: false });
      notify(
        'success',
        `Deleted ${records.length === 1 ? `${records[0]!.type} ${records[0]!.fqdn}` : `${records.length} records`}`,
      );
      onDeleted(records.map((r) => r.id));
      onClose();
    } catch {
      // shown below from the mutation's error
    }
  };
  return (
    <ConfirmDialog
      open={records.length > 0}
      title={records.length === 1 ? 'Delete this record?' : `Delete ${records.length} records?`}
      confirmLabel={records.length === 1 ? 'Delete record' : `Delete ${records.length} records`}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        Resolvers that cached {records.length === 1 ? 'it' : 'them'} keep answering until their TTL runs out; after that
        the name{records.length === 1 ? '' : 's'} stop{records.length === 1 ? 's' : ''} resolving as below.
      </p>
      <ul className="space-y-1 rounded-md bg-surface-2 p-3 font-mono text-xs">
        {shown.map((r) => (
          <li key={r.id} className="break-all">
            {r.fqdn} {r.ttl} {r.type} {r.content.length > 80 ? `${r.content.slice(0, 80)}…` : r.content}
          </li>
        ))}
        {records.length > shown.length && <li>…and {records.length - shown.length} more</li>}
      </ul>
    </ConfirmDialog>
  );
}
