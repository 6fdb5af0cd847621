// The new token's secret, shown this once: the server keeps only its hash.
// Closing the dialog drops it from memory too.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import type { CreatedToken } from './create-token-form';

export function TokenSecretDialog({ created, onClose }: { created: CreatedToken | null; onClose: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created!.token);
      setCopied('yes');
    } catch {
      setCopied('failed'); // no clipboard permission: the field is selectable
    }
  };

  return (
    <Dialog open={created !== null} onClose={close} title={`Token “${created?.name ?? ''}” created`} wide>
      <div className="space-y-4 text-sm">
        <Notice tone="warning" title="Copy it now: this is the only time it is shown">
          We keep only a fingerprint of the token, so nobody — not even us — can show it again. If you lose it, revoke
          it and create a new one.
        </Notice>
        <Field label="Token secret">
          {(p) => (
            <Input
              {...p}
              readOnly
              value={created?.token ?? ''}
              className="font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
          )}
        </Field>
        <p role="status" className="min-h-5 text-xs text-muted">
          {copied === 'yes'
            ? 'Copied to the clipboard'
            : copied === 'failed'
              ? 'Copying is blocked here: select the text and copy it yourself'
              : ''}
        </p>
        <p className="text-xs text-muted">
          Send it as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>.
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="primary" onClick={() => void copy()}>
            Copy token
          </Button>
          <Button variant="secondary" onClick={close}>
            Done
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
