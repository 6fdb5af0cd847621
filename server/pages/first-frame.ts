// The first frame of a screen whose heading does not depend on its data, drawn by the served page
// (spa.ts) with the stylesheet alone, before the dashboard's code has arrived: the shell's outline
// (the header bar, the sidebar's width, the main area's padding) and the screen's heading where the
// dashboard will draw it, with the same markup and classes, so it is the same size and nothing
// moves when the dashboard's first render replaces #root (e2e/first-frame.spec.ts compares the
// heading's box before and after). The texts come from contract/email-headings.ts and
// contract/dns-headings.ts, which the React pages draw too. The outline mirrors
// src/components/layout/app-shell.tsx and header.tsx: the header is one row from `lg` up and two
// below it (the acting account takes a row of its own on a phone; on a tablet the row does not fit
// on one line), the sidebar is `lg:w-60`.
// Nothing in it is interactive but links, which work before the code as after.
import { html, raw } from 'hono/html';
import { displayDomainName } from '@contract/domain-scripts';
import { DNS_ZONE_HEADING } from '@contract/dns-headings';
import { MAILBOXES_HEADING } from '@contract/email-headings';

type Markup = ReturnType<typeof html>;

/** The heading markup of a screen the served page can draw, by the address's path; undefined for any other. */
function headingOf(pathname: string): Markup | undefined {
  if (pathname === '/email' || pathname === '/email/') {
    return html`<div class="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 class="text-2xl font-semibold">${MAILBOXES_HEADING.title}</h1>
        <p class="text-sm text-muted">${MAILBOXES_HEADING.description}</p>
      </div>
    </div>`;
  }
  const zone = /^\/dns\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (zone === undefined) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(zone);
  } catch {
    return undefined;
  }
  // The name as the address holds it (escaped by hono/html), as the editor draws it before the zone
  // has come; an unknown zone then shows the route's error view, as it would without this frame.
  return html`<div class="flex flex-wrap items-start justify-between gap-3">
    <div class="min-w-0">
      <nav aria-label="Breadcrumb">
        <ol class="flex flex-wrap text-sm text-muted [&_a]:hover:underline">
          <li><a href="/dns">${DNS_ZONE_HEADING.up}</a><span aria-hidden="true" class="px-1.5">/</span></li>
          <li aria-current="page" class="break-all">${displayDomainName(name)}</li>
        </ol>
      </nav>
      <h1 class="break-all text-2xl font-semibold">${displayDomainName(name)}</h1>
    </div>
  </div>`;
}

/**
 * What #root holds for a logged-in caller at `pathname`: the shell's outline and the screen's
 * heading, with `statusHtml` (index.html's loading line, markup as it stands there) beside it for
 * screen readers; undefined for a screen whose first frame the server does not draw.
 */
export function firstFrame(pathname: string, statusHtml: string): string | undefined {
  const heading = headingOf(pathname);
  if (heading === undefined) return undefined;
  // The header is one row at every width (src/components/layout/header.tsx), as here.
  const frame = html`<div class="min-h-dvh">
    <header class="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
      <div class="flex min-h-14 items-center gap-x-1 px-3 py-2 sm:gap-x-2 sm:px-4">
        <a href="/" class="flex min-h-8 items-center gap-2 font-semibold"
          ><img src="/favicon.svg" alt="" class="size-6" /><span class="max-sm:sr-only">Control panel</span></a
        >
      </div>
    </header>
    <div class="mx-auto flex max-w-page flex-col lg:flex-row">
      <div class="hidden shrink-0 lg:block lg:w-60"></div>
      <main class="min-w-0 flex-1 px-3 py-4 sm:px-6 sm:py-6">
        <div class="space-y-4">
          ${heading}
          <p role="status" class="sr-only">${raw(statusHtml)}</p>
        </div>
      </main>
    </div>
  </div>`;
  // No value in it is a promise, so hono/html has built the string already.
  return String(frame);
}
