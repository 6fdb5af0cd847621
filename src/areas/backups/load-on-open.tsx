// A section whose data is read only once the person opens it: what sits below
// the fold (or is rarely needed) does not spend the request budget of every
// visit to the screen. Once opened it stays mounted, so closing and reopening
// reads nothing new.
import { useState, type ReactNode } from 'react';

export function LoadOnOpen({ summary, children }: { summary: ReactNode; children: () => ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="text-sm" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className="cursor-pointer text-accent">{summary}</summary>
      <div className="mt-3">{opened && children()}</div>
    </details>
  );
}
