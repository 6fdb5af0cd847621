// The add-record dialog: the per-type form in a modal, and a notice naming
// what was added. Editing happens inline in the row (record-inline-edit.tsx).
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/lib/notices';
import { RecordForm } from './record-form';

interface Props {
  domain: string;
  open: boolean;
  onClose: () => void;
}

export function RecordDialog({ domain, open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={`Add a record to ${domain}`} wide>
      {/* The form can be taller than a phone's screen: it scrolls inside the dialog. */}
      <div className="-mx-1 max-h-[calc(85dvh-5rem)] overflow-y-auto px-1">
        <RecordForm
          domain={domain}
          record={null}
          onCancel={onClose}
          onDone={(saved) => {
            notify(
              'success',
              `Added ${saved.type} ${saved.fqdn}`,
              'Live on our nameservers now; public resolvers follow within minutes.',
            );
            onClose();
          }}
        />
      </div>
    </Dialog>
  );
}
