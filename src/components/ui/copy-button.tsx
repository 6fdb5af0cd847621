// Copies an exact value (a DNS record, a DKIM key joined from its strings, a
// link) and says so for screen readers; on failure it asks to select the text.
import { useState } from 'react';
import { Button } from './button';

interface CopyButtonProps {
  value: string;
  label?: string;
  /** What is copied, for the accessible name; defaults to the start of the value. */
  what?: string;
}

export function CopyButton({ value, label = 'Copy', what }: CopyButtonProps) {
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
  const name = what ? `${label} ${what}` : `${label}: ${value.length > 40 ? `${value.slice(0, 40)}…` : value}`;
  return (
    <span className="inline-flex items-center gap-2">
      <Button size="sm" onClick={copy} aria-label={name}>
        {label}
      </Button>
      <span role="status" className="text-xs text-muted">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copying failed: select the text instead' : ''}
      </span>
    </span>
  );
}
