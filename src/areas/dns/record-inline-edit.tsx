// Editing a record in place: the same per-type form as adding, rendered in
// the record's expanded table row. The form's name field takes focus when it
// opens; Escape cancels like the Cancel button (the panel then puts focus
// back on the row's Edit button).
import type { DnsRecord } from '@contract/dns-records';
import { notify } from '@/lib/notices';
import { RecordForm } from './record-form';

interface Props {
  domain: string;
  record: DnsRecord;
  onClose: () => void;
}

export function RecordInlineEdit({ domain, record, onClose }: Props) {
  return (
    <div
      className="max-w-2xl whitespace-normal"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        onClose();
      }}
    >
      <RecordForm
        domain={domain}
        record={record}
        onCancel={onClose}
        onDone={(saved) => {
          notify(
            'success',
            `Saved ${saved.type} ${saved.fqdn}`,
            'Live on our nameservers now; public resolvers follow within minutes.',
          );
          onClose();
        }}
      />
    </div>
  );
}
