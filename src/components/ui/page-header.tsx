// The top of a detail or sub-page: "Parent / here" (the parent a link up),
// the page's one h1, lines about it under the title, and its actions opposite.
import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** A link to the parent list or page, e.g. <Link to="/services">Services</Link>. */
  up: ReactNode;
  /** Where this page sits under it: "#42", "New". */
  here: ReactNode;
  title: ReactNode;
  /** Status, dates or a description, under the title. */
  children?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ up, here, title, children, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <p className="text-sm text-muted [&_a]:hover:underline">
          {up} / {here}
        </p>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </div>
      {actions}
    </div>
  );
}
