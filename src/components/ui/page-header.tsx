// The top of a detail or sub-page: the breadcrumb trail up to this page ("Domains / nordlight.se"),
// the page's one h1, lines about it under the title, and its actions opposite. The trail follows the
// WAI-ARIA breadcrumb pattern: a navigation landmark named "Breadcrumb" holding an ordered list, its
// last item this page, marked aria-current. The page's name is also the browser tab's title.
import type { ComponentProps, ReactNode } from 'react';
import { createLink } from '@tanstack/react-router';
import { DocumentTitle } from '@/components/layout/page-title';

// The router marks every link to an ancestor of the current address as the current page (aria-current),
// so a plain Link up to /domains would say it is the page on /domains/nordlight.se; a trail's link drops that.
function TrailAnchor({
  'aria-current': _current,
  'data-status': _status,
  ...rest
}: ComponentProps<'a'> & { 'data-status'?: string }) {
  return <a {...rest} />;
}

/** A link up the trail, typed like the router's Link; the page itself is the trail's one current item. */
export const TrailLink = createLink(TrailAnchor);

interface PageHeaderProps {
  /**
   * The way up: a TrailLink to the parent list or page (<TrailLink to="/services">Services</TrailLink>), or
   * several, top first.
   */
  up: ReactNode | readonly ReactNode[];
  /**
   * This page's own name, as the customer knows it: the domain, the server's hostname, "Invoice 2026-0042",
   * "New" on a form. Never an internal id, nor a generic word ("Domain", "Detail") that any page could say.
   */
  here: string;
  title: ReactNode;
  /** Status, dates or a description, under the title. */
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * The trail alone, for a page that lays out its own header (the DNS editor, a mailbox): the links up,
 * then this page's name as the current item. server/pages/first-frame.ts draws the same markup for the
 * DNS editor before the code arrives.
 */
export function Breadcrumbs({ up, here }: Pick<PageHeaderProps, 'up' | 'here'>) {
  const parents: readonly ReactNode[] = Array.isArray(up) ? up : [up];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap text-sm text-muted [&_a]:hover:underline">
        {parents.map((parent, i) => (
          // The trail is fixed per page, so its position is a stable key.
          <li key={i}>
            {parent}
            <span aria-hidden="true" className="px-1.5">
              /
            </span>
          </li>
        ))}
        <li aria-current="page" className="break-all">
          {here}
        </li>
      </ol>
    </nav>
  );
}

export function PageHeader({ up, here, title, children, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      {/* The tab says what the h1 says, when that is words; else (a styled name) the page's name. */}
      <DocumentTitle name={typeof title === 'string' ? title : here} />
      <div>
        <Breadcrumbs up={up} here={here} />
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </div>
      {actions}
    </div>
  );
}
