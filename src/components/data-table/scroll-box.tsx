// The box a plain <table> sits in when it may be wider than a phone: the table scrolls sideways
// inside it, never the page. The box takes focus (and is a named region) so a keyboard can scroll it
// too: axe's "scrollable-region-focusable".
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function ScrollBox({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto focus-visible:outline-2', className)}
    >
      {children}
    </div>
  );
}
