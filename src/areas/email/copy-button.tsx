// Copies a value (a DNS record, a link) and says so for screen readers.
import { useState } from 'react';
import { Button } from '../../components/ui/button';

export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
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
      <Button size="sm" onClick={copy} aria-label={`${label}: ${value.length > 40 ? `${value.slice(0, 40)}…` : value}`}>
        {label}
      </Button>
      <span role="status" className="text-xs text-muted">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select the text instead' : ''}
      </span>
    </span>
  );
}
