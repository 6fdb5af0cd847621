// The add/edit record dialog: the per-type form in a modal, and a notice
// naming what was saved.
import type { DnsRecord } from '../../../contract/dns-records';
import { Dialog } from '../../components/ui/dialog';
import { notify } from '../../lib/notices';
import { RecordForm } from './record-form';

interface Props {
  domain: string;
  open: boolean;
  record: DnsRecord | null;
  onClose: () => void;
}

export function RecordDialog({ domain, open, record, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={record ? `Edit ${record.type} record` : `Add a record to ${domain}`} wide>
      {/* The form can be taller than a phone's screen: it scrolls inside the dialog. */}
      <div className="-mx-1 max-h-[calc(85dvh-5rem)] overflow-y-auto px-1">
        <RecordForm
          domain={domain}
          record={record}
          onCancel={onClose}
          onDone={(saved) => {
            notify('success', `${record ? 'Saved' : 'Added'} ${saved.type} ${saved.fqdn}`, 'Live on our nameservers now; public resolvers follow within minutes.');
            onClose();
          }}
        />
      </div>
    </Dialog>
  );
}
