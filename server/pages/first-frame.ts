// The first frame of a screen, drawn by the served page (spa.ts) with the stylesheet alone, before
// the dashboard's code has arrived: the shell's outline (the header bar, the sidebar's width, the
// main area's padding) and the screen's heading where the dashboard will draw it, with the same
// markup and classes, so it is the same size and nothing moves when the dashboard's first render
// replaces #root (e2e/first-frame.spec.ts compares the heading's box before and after). The screens
// whose heading does not depend on their data take its text from contract/screen-headings.ts and
// contract/dns-headings.ts, which the React pages draw too, or from the address (a domain, a zone);
// a page headed with a resource's name that only a read can say (a VPS, a CMS install) gets it from
// spa.ts, which reads it as the dashboard does and says which pages those are, as it reads the
// overview's account line and the registrant-verification banner the overview and the domains list
// draw at their top (verification-frame.ts). The outline mirrors
// src/components/layout/app-shell.tsx and header.tsx: the header is one row at every width, the
// sidebar is `lg:w-60`.
// Nothing in it is interactive but links, which work before the code as after.
import { html, raw } from 'hono/html';
import { BRAND_MARK as M } from '@contract/brand-mark';
import { displayDomainName } from '@contract/domain-scripts';
import { DNS_ZONE_HEADING } from '@contract/dns-headings';
import {
  LOGIN_HEADING,
  OVERVIEW_HEADING,
  SCREEN_HEADINGS,
  type HeadedScreen,
  type ScreenHeading,
} from '@contract/screen-headings';
import { backupsTopFrame, type BackupsTop } from './restores-frame';
import { GHOST_SMALL, SECONDARY_SMALL } from './ui-classes';
import { verificationFrame, type PendingVerification } from './verification-frame';

type Markup = ReturnType<typeof html>;

/**
 * The resource a page is about, headed with its name under the link up to its list, as PageHeader
 * draws it: a domain's page from its address, a VPS's or a CMS install's from the read spa.ts makes.
 */
export interface NamedResource {
  /** Its name, the page's heading. */
  name: string;
  /** Its list: the address and the heading the link up names. */
  list: { to: string; title: string };
  /** Whether the heading may break anywhere, as the page draws a long location or domain name. */
  breakAnywhere: boolean;
}

/** What spa.ts has read for the page's first frame, beyond its address. */
export interface FrameReads {
  /** The resource the page is about, when only a read can name it. */
  resource?: NamedResource;
  /** The overview's line under its heading (the account's name), from the overview's read. */
  overviewLine?: string;
  /** The registrant-verification banner of the overview and the domains list, when a domain waits. */
  verification?: PendingVerification;
  /** The backups screen's hosting-account picker and restores, when both reads answered. */
  backups?: BackupsTop;
}

/** The screen an address's path names: its path without a trailing slash ("/domains/" is "/domains"). */
export const screenOf = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/** The mark, as src/components/brand-mark.tsx draws it. */
const brandMark = (className: string): Markup =>
  html`<svg viewBox="${M.viewBox}" aria-hidden="true" focusable="false" class="${className}">
    <rect width="${M.tile.size}" height="${M.tile.size}" rx="${M.tile.radius}" fill="${M.tile.colour}"></rect>
    <path d="${M.bars}" fill="#fff"></path>
    ${M.lights.map((l) => html`<circle cx="${l.cx}" cy="${l.cy}" r="${M.lightRadius}" fill="${M.tile.colour}"></circle>`)}
  </svg>`;

/**
 * The top of a screen the served page can draw, by the address's path, with what spa.ts has read
 * for it; undefined for any other.
 */
function headingOf(
  pathname: string,
  { resource, overviewLine, verification, backups }: FrameReads,
): Markup | undefined {
  if (resource !== undefined) return namedTitle(resource);
  const screen = screenOf(pathname);
  const banner = verification ? verificationFrame(verification) : '';
  // As src/routes/_app/index.tsx draws the banner above OverviewPage's heading.
  if (screen === '/') {
    if (overviewLine === undefined) return undefined;
    return html`<div class="space-y-6">
      ${banner}
      <div>
        <h1 class="text-2xl font-semibold">${OVERVIEW_HEADING}</h1>
        <p class="text-sm text-muted">${overviewLine}</p>
      </div>
    </div>`;
  }
  // As DomainsPage draws its heading's row, with its export control held dimmed, then the banner.
  if (screen === '/domains') {
    return html`<div class="flex flex-wrap items-start justify-between gap-3">
        ${screenTitle(SCREEN_HEADINGS['/domains'])}
        <a aria-disabled="true" class="${SECONDARY_SMALL} cursor-not-allowed opacity-60"
          >Export CSV<span class="sr-only"> of these domains</span></a
        >
      </div>
      ${banner}`;
  }
  // As BackupsPage draws its heading, the picker and the restores, a section apart from each other.
  if (screen === '/backups' && backups) {
    return html`<div class="space-y-6">${screenTitle(SCREEN_HEADINGS['/backups'])}${backupsTopFrame(backups)}</div>`;
  }
  if (Object.hasOwn(SCREEN_HEADINGS, screen)) return screenTitle(SCREEN_HEADINGS[screen as HeadedScreen]);
  const [, area, segment] = /^\/(dns|domains)\/([^/]+)$/.exec(screen) ?? [];
  if (area === undefined || segment === undefined) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  // The name as the address holds it (escaped by hono/html), as the page draws it before its data
  // has come; an unknown name then shows the route's error view, as it would without this frame.
  if (area === 'dns') {
    return html`<div class="flex flex-wrap items-start justify-between gap-3">
      <div class="min-w-0">
        ${trail('/dns', DNS_ZONE_HEADING.up, displayDomainName(name))}
        <h1 class="break-all text-2xl font-semibold">${displayDomainName(name)}</h1>
      </div>
    </div>`;
  }
  // A domain's page (src/areas/domains/domain-page.tsx, PageHeader); /domains/transfers and the
  // area's other screens have no dot in their name.
  if (!name.includes('.')) return undefined;
  const list = { to: '/domains', title: SCREEN_HEADINGS['/domains'].title };
  return namedTitle({ name: displayDomainName(name), list, breakAnywhere: true });
}

/** As PageHeader draws a resource's heading: the link up to its list, and its name. */
function namedTitle({ name, list, breakAnywhere }: NamedResource): Markup {
  return html`<div class="flex flex-wrap items-start justify-between gap-3">
    <div>
      ${trail(list.to, list.title, name)}
      <h1 class="text-2xl font-semibold">${breakAnywhere ? html`<span class="break-all">${name}</span>` : name}</h1>
    </div>
  </div>`;
}

/** As PageTitle draws a screen's heading (src/components/layout/page-title.tsx). */
function screenTitle({ title, description }: ScreenHeading): Markup {
  return html`<div>
    <h1 class="text-2xl font-semibold">${title}</h1>
    <p class="text-sm text-muted">${typeof description === 'string' ? description : withLink(...description)}</p>
  </div>`;
}

/** A description with its one link, as ScreenDescription draws it. */
function withLink(before: string, link: { text: string; to: string }, after: string): Markup {
  const anchor = html`<a href="${link.to}" class="text-accent underline">${link.text}</a>`;
  return html`${before}${anchor}${after}`;
}

/** The breadcrumb trail up from a named page, as Breadcrumbs draws it (src/components/ui/page-header.tsx). */
function trail(href: string, up: string, here: string): Markup {
  return html`<nav aria-label="Breadcrumb">
    <ol class="flex flex-wrap text-sm text-muted [&_a]:hover:underline">
      <li><a href="${href}">${up}</a><span aria-hidden="true" class="px-1.5">/</span></li>
      <li aria-current="page" class="break-all">${here}</li>
    </ol>
  </nav>`;
}

/**
 * What #root holds for a logged-in caller at `pathname` (`reads`: what spa.ts has read for it): the
 * shell's outline and the screen's heading (and the banner above or below it, on the overview and the
 * domains list), with `statusHtml` (index.html's loading line, markup as it stands there) beside it for
 * screen readers; undefined for a screen whose first frame the server does not draw.
 */
export function firstFrame(pathname: string, statusHtml: string, reads: FrameReads = {}): string | undefined {
  const heading = headingOf(pathname, reads);
  if (heading === undefined) return undefined;
  // The header is one row at every width (src/components/layout/header.tsx), as here; on a phone its
  // menu button comes first, drawn disabled until the code has come, so the mark does not move.
  const frame = html`<div class="min-h-dvh">
    <header class="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
      <div class="flex min-h-14 items-center gap-x-1 px-3 py-2 sm:gap-x-2 sm:px-4">
        <button type="button" class="${GHOST_SMALL} lg:hidden" disabled aria-expanded="false">
          <span aria-hidden="true">☰</span><span class="sr-only">Menu</span>
        </button>
        <a href="/" class="flex min-h-8 items-center gap-2 font-semibold"
          >${brandMark('size-6')}<span class="max-sm:sr-only">Control panel</span></a
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

/**
 * What #root holds for someone not logged in at `pathname`: the login screen's outline and heading,
 * as src/areas/auth/login-page.tsx draws them, with `statusHtml` beside it for screen readers;
 * undefined elsewhere (any other address sends them to the login screen once the code runs).
 */
export function loginFrame(pathname: string, statusHtml: string): string | undefined {
  if (pathname !== '/login') return undefined;
  const frame = html`<main id="main" class="flex min-h-dvh items-start justify-center px-4 py-12 sm:py-20">
    <div class="w-full max-w-sm space-y-6">
      <div class="text-center">
        ${brandMark('mx-auto size-10')}
        <h1 class="mt-3 text-2xl font-semibold">${LOGIN_HEADING}</h1>
      </div>
      <p role="status" class="sr-only">${raw(statusHtml)}</p>
    </div>
  </main>`;
  return String(frame);
}
