// Copy-safe values: the button copies the exact value (a DKIM key joined
// from its strings, no quotes, no ellipsis), and says so for screen readers.
import { useState } from 'react';
import { Button } from '../../components/ui/button';

export function CopyValue({ value, label = 'Copy', what }: { value: string; label?: string; what: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), 2000);
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button size="sm" onClick={copy} aria-label={`${label} ${what}`}>{label}</Button>
      <span role="status" className="text-xs text-muted">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copying failed: select the text instead' : ''}
      </span>
    </span>
  );
}
