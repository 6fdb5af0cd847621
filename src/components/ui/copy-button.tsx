// Copies an exact value (a DNS record, a DKIM key joined from its strings, a
// link) and says so for screen readers; on failure it asks to select the text.
import { useEffect, useState } from 'react';
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
  };
  // The word fades after 2 s; the timer ends with the button, so a page left
  // (or a test torn down) within those 2 s sets no state on an unmounted tree.
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(t);
  }, [state]);
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
