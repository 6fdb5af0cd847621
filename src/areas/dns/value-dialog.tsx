// The whole value of a long record (a DKIM key, a long SPF), wrapped so all
// of it is visible, with copies of the value and of its zone-file form.
import type { DnsRecord } from '@contract/dns-records';
import { Dialog } from '@/components/ui/dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { formatNumber } from '@/lib/format';

export function ValueDialog({ record, onClose }: { record: DnsRecord | null; onClose: () => void }) {
  if (!record) return null;
  const value = record.type === 'SOA' ? record.content : record.value;
  const strings = record.type === 'TXT' ? record.strings : null;
  return (
    <Dialog open onClose={onClose} title={`${record.type} ${record.fqdn}`} wide>
      <div className="space-y-4 text-sm">
        <div>
          <p className="mb-1 font-medium">Value ({formatNumber(value.length)} characters)</p>
          <pre
            className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-md bg-surface-2 p-3 font-mono text-xs"
            data-testid="record-value"
          >
            {value}
          </pre>
          <CopyButton value={value} label="Copy value" what={`value of ${record.fqdn}`} />
        </div>
        {strings && strings.length > 1 && (
          <div>
            <p className="mb-1 font-medium">As stored: {strings.length} strings of at most 255 bytes</p>
            <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded-md bg-surface-2 p-3 font-mono text-xs">
              {record.content}
            </pre>
            <CopyButton value={record.content} label="Copy zone-file form" what={`zone-file form of ${record.fqdn}`} />
          </div>
        )}
      </div>
    </Dialog>
  );
}
