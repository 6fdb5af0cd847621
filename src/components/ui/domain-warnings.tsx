// Said under a field where a person types new domain names: a label that mixes
// scripts (a Cyrillic а inside a Latin name) can pass for another name. The
// same check runs on the server, which answers it as `warnings`.
import { useMemo } from 'react';
import { typedDomainWarnings } from '@/lib/display-domain';
import { Notice } from './notice';

/** `text`: what is typed, one name per line or comma-separated (addresses count by their domain). */
export function DomainWarnings({ text }: { text: string }) {
  const warnings = useMemo(() => typedDomainWarnings(text), [text]);
  if (warnings.length === 0) return null;
  return (
    <Notice tone="warning" role="status" title="This name can pass for another">
      <ul className="space-y-1">
        {warnings.map((w) => (
          <li key={w.message}>{w.message}</li>
        ))}
      </ul>
    </Notice>
  );
}
