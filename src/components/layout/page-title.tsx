// The top of a top-level page: its one h1 and a line about it. Sub-pages with a
// way back up use PageHeader instead.
import type { ReactNode } from 'react';

export function PageTitle({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-sm text-muted">{children}</p>
    </div>
  );
}
