// The top of a top-level page: its one h1 and a line about it, and the browser tab's title. Sub-pages
// with a way back up use PageHeader instead.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { SCREEN_HEADINGS, type HeadedScreen, type ScreenHeading } from '@contract/screen-headings';

/** What every tab title ends with, as index.html's own title (shown until a page names itself). */
const PRODUCT = 'Hosting control panel';

/**
 * The document's title: this page's name, then the product's. React 19 puts a rendered <title> in the
 * document's head, ahead of index.html's, and takes it out with the page, so the tab names the page
 * open now (a person with many tabs, and a screen reader on each navigation, read it first).
 */
export function DocumentTitle({ name }: { name: string }) {
  return <title>{`${name} · ${PRODUCT}`}</title>;
}

export function PageTitle({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      {typeof title === 'string' && <DocumentTitle name={title} />}
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-sm text-muted">{children}</p>
    </div>
  );
}

/** The line under a screen's title, as contract/screen-headings.ts holds it (the served page draws it the same way). */
export function ScreenDescription({ screen }: { screen: HeadedScreen }) {
  const { description }: ScreenHeading = SCREEN_HEADINGS[screen];
  if (typeof description === 'string') return description;
  const [before, link, after] = description;
  return (
    <>
      {before}
      <Link to={link.to} className="text-accent underline">
        {link.text}
      </Link>
      {after}
    </>
  );
}

/**
 * The heading of a screen whose heading does not wait for its data: the served page's first frame
 * draws the same markup before the dashboard's code arrives (server/pages/first-frame.ts), so nothing
 * moves when this replaces it.
 */
export function ScreenTitle({ screen }: { screen: HeadedScreen }) {
  return (
    <PageTitle title={SCREEN_HEADINGS[screen].title}>
      <ScreenDescription screen={screen} />
    </PageTitle>
  );
}
