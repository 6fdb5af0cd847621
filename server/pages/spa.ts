// Serves the built dashboard: static assets, and index.html for every other
// non-API GET so client-side routes (e.g. /confirm/<id>) load on a fresh visit.
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { accountOps, Overview } from '@contract/account';
import { Preferences } from '@contract/account-profile';
import { Session } from '@contract/auth';
import { Verification } from '@contract/domains-schemas';
import { cmsOps } from '@contract/apps-cms';
import { installLocation } from '@contract/cms-install-location';
import { domainsOps } from '@contract/domains';
import { vpsOps } from '@contract/vps';
import { pendingVerifications } from '@contract/verification-words';
import { backupsOps } from '@contract/backups';
import { hostingOps } from '@contract/hosting';
import { accountFor, defaultAccount } from '@contract/hosting-account-words';
import type { WrittenTime } from '@contract/written-formats';
import type { Operation } from '@contract/operation';
import { overviewLine, SCREEN_HEADINGS } from '@contract/screen-headings';
import {
  BUDGET_DATA_ID,
  NOTIFICATIONS_PAGE,
  SERVED_ANSWER_ATTRIBUTE,
  SERVED_QUERY_ATTRIBUTE,
  SESSION_DATA_ID,
  servedQuery,
} from '@contract/served-session';
import { pageReadEnv } from '@server/core/admission/page-read';
import type { AppEnv } from '@server/core/request-state';
import { dataBlock } from './data-block';
import { firstFrame, loginFrame, screenOf, type FrameReads, type NamedResource } from './first-frame';
import type { BackupsTop } from './restores-frame';
import { routePreloads, type Manifest } from './route-preloads';
import { scriptsAfterPaint } from './scripts-after-paint';

export function mountSpa(app: Hono<AppEnv>, dir: string) {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return;
  const root = path.relative(process.cwd(), dir) || '.';
  // The build's source maps stay on the server's disk; a visitor gets the same 404 as for any unknown file.
  app.get('*', (c, next) => (c.req.path.endsWith('.map') ? c.notFound() : next()));
  // Built assets have content-hashed names, so a browser may keep them for good; the build writes
  // brotli and gzip copies beside each script and stylesheet, sent when the browser accepts them.
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  // Files of the build by name; not a folder's index.html (`/` is the overview, served below).
  const files = serveStatic({ root });
  app.get('*', (c, next) => (c.req.path.endsWith('/') ? next() : files(c, next)));
  const preloads = routePreloadsOf(dir);
  app.get('*', async (c) => {
    let html = fs.readFileSync(index, 'utf8');
    // The entry and the chunks of the routes this address opens, fetched together once the first
    // frame is on screen (scripts-after-paint.ts), the route's chunks beside the entry rather than after it.
    html = scriptsAfterPaint(html, preloads(c.req.path));
    const { session, rate } = await sessionOf(app, c);
    // Only for someone logged in: a stale cookie would spend its address's budget on answers nobody
    // uses. The shell's reads, the page's resource when it is named by one (NAMED_PAGES), and the
    // overview's and the domains list's top (topReadsOf), together.
    const [answers, named, top, backups] = session
      ? await Promise.all([
          Promise.all(SHELL_READS.map((read) => answerOf(app, c, read.path))),
          namedResourceOf(app, c),
          topReadsOf(app, c),
          backupsReadsOf(app, c),
        ])
      : [[], undefined, undefined, undefined];
    // The page says who is logged in: it is this caller's alone, and never kept.
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Cookie');
    // The page is one request: its session look-up spent one call of the caller's budget, the reads
    // after it none (core/admission/page-read.ts); the page says what is left as the dashboard's own
    // request would have (the request benchmark counts it).
    const budget = lowestRemaining([rate, ...answers.map((a) => a.rate)]);
    for (const [name, value] of budget) c.header(name, value);
    if (session === undefined) return c.html(html);
    // Someone logged in, on a screen whose heading does not wait for data or is a resource's name this
    // page has read: the page draws the shell's outline and that heading in place of the loading line
    // alone (first-frame.ts); anyone else, on the login screen, its outline and heading.
    const written = writtenOf(answers[0]?.body);
    const reads: FrameReads = {
      resource: named?.resource,
      ...(top && frameReadsOf(top, written, session)),
      ...(backups?.top && written && { backups: { ...backups.top, written } }),
    };
    html = withFirstFrame(html, c.req.path, session ? (at, status) => firstFrame(at, status, reads) : loginFrame);
    let data = dataBlock(`id="${SESSION_DATA_ID}"`, session);
    // The same budget for the header to show, should the first screen need no request of its own.
    if (budget.length > 0) data += dataBlock(`id="${BUDGET_DATA_ID}"`, Object.fromEntries(budget));
    answers.forEach(({ body }, i) => {
      const { op } = SHELL_READS[i]!;
      if (body !== undefined) data += dataBlock(`${SERVED_ANSWER_ATTRIBUTE}="${op.id}"`, body);
    });
    // The resource's answer too, and the top's, by the query they answer: the page's first render
    // takes them rather than asking again (src/lib/served-answer.ts).
    const carried = [...(named ? [named.answer] : []), ...(top?.answers ?? []), ...(backups?.answers ?? [])];
    for (const { op, query, body } of carried) {
      const queried = query ? ` ${SERVED_QUERY_ATTRIBUTE}="${servedQuery(query)}"` : '';
      data += dataBlock(`${SERVED_ANSWER_ATTRIBUTE}="${op.id}"${queried}`, body);
    }
    return c.html(html.replace('</head>', `${data}</head>`));
  });
}

/**
 * What every logged-in screen reads before it can be drawn, beside the session: the account's
 * preferences (its time zone, in which the first screen draws its times), the accounts the
 * header's switcher lists, and the first page of notifications the header's bell counts. The page
 * carries their answers, so the dashboard's first screen waits on no round trip of its own for
 * them (it takes each once; src/lib/served-answer.ts), and they cost no call of the budget beyond
 * the page's own.
 */
const SHELL_READS = [
  { op: accountOps.getPreferences, path: accountOps.getPreferences.path },
  { op: accountOps.listAccessibleAccounts, path: accountOps.listAccessibleAccounts.path },
  // The bell's first page: the same query as src/areas/notifications/queries.ts asks.
  { op: accountOps.listNotifications, path: `${accountOps.listNotifications.path}?limit=${NOTIFICATIONS_PAGE}` },
];

/**
 * The pages headed with the name of the resource they are about, which their address does not hold:
 * the read that says it, as the dashboard asks it (its operation and query), and the resource named
 * by its answer. A virtual server's page is headed with its hostname; a CMS install's with its
 * location, when the address names the hosting account it is on.
 */
const NAMED_PAGES: {
  path: RegExp;
  read: (id: string, search: URLSearchParams) => { op: Operation; query: Record<string, string> } | undefined;
  named: (answer: Record<string, unknown>, search: URLSearchParams) => NamedResource | undefined;
}[] = [
  {
    path: /^\/vps\/(\d{1,9})\/?$/,
    read: (id) => ({ op: vpsOps.getVps, query: { input: id } }),
    named: ({ hostname }) =>
      typeof hostname === 'string' && hostname
        ? { name: hostname, list: { to: '/vps', title: SCREEN_HEADINGS['/vps'].title }, breakAnywhere: false }
        : undefined,
  },
  {
    // An install's id, as InstallId allows it (/apps/cms/new is the installer).
    path: /^\/apps\/cms\/(?!new\/?$)([\w.-]{1,64})\/?$/,
    read: (id, search) => {
      const input = searchText(search, 'input');
      return input ? { op: cmsOps.getCmsInstall, query: { input, install_id: id } } : undefined;
    },
    named: ({ domain, path }, search) =>
      typeof domain === 'string' && typeof path === 'string'
        ? {
            name: installLocation({ domain, path }),
            list: {
              to: `/apps/cms?${new URLSearchParams({ input: searchText(search, 'input')! })}`,
              title: SCREEN_HEADINGS['/apps/cms'].title,
            },
            breakAnywhere: true,
          }
        : undefined,
  },
];

/**
 * A text search value as the router reads it (src/router.tsx): a value that reads as JSON is taken as
 * that JSON, so the router writes `input=%22nordlight-studio.com%22`; a value that does not, as it
 * stands. Undefined when the value is missing or is JSON of another type (the page then has no frame).
 */
function searchText(search: URLSearchParams, name: string): string | undefined {
  const raw = search.get(name);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && value ? value : undefined;
  } catch {
    return raw;
  }
}

/**
 * A read's answer the page carries, by its operation and the query (or the path's parameters) it
 * answers, none for an operation that takes neither.
 */
interface ServedRead {
  op: Operation;
  query?: Record<string, string>;
  body: unknown;
}

/**
 * The reads the overview and the domains list draw their top with: "Needs attention", whose pending
 * registrant verifications both show in a banner (src/routes/_app/-pending-verification.ts), the
 * first one's verification, and on the overview the overview itself (its heading's line), each as
 * the dashboard asks it; none on another page, and only those that answered 200.
 */
async function topReadsOf(app: Hono<AppEnv>, c: Context<AppEnv>): Promise<TopReads | undefined> {
  const screen = screenOf(c.req.path);
  if (screen !== '/' && screen !== '/domains') return undefined;
  const overviewQuery = { response_format: 'detailed' };
  const [attention, overview] = await Promise.all([
    answerOf(app, c, accountOps.getAttention.path),
    screen === '/'
      ? answerOf(app, c, `${accountOps.getOverview.path}?${new URLSearchParams(overviewQuery)}`)
      : undefined,
  ]);
  const pending = pendingDomains(attention.body);
  const first = pending[0];
  const verification = first
    ? await answerOf(app, c, domainsOps.getRegistrantVerification.path.replace('{domain}', encodeURIComponent(first)))
    : undefined;
  const answers: ServedRead[] = [];
  if (attention.body !== undefined) answers.push({ op: accountOps.getAttention, body: attention.body });
  if (first && verification?.body !== undefined)
    answers.push({ op: domainsOps.getRegistrantVerification, query: { domain: first }, body: verification.body });
  if (overview?.body !== undefined)
    answers.push({ op: accountOps.getOverview, query: overviewQuery, body: overview.body });
  return { pending, verification: verification?.body, overview: overview?.body, answers };
}

interface TopReads {
  pending: string[];
  verification: unknown;
  overview: unknown;
  answers: ServedRead[];
}

/** The domains "Needs attention" says wait for their registrant's confirmation, most urgent first. */
const pendingDomains = (attention: unknown): string[] =>
  pendingVerifications(accountOps.getAttention.response.safeParse(attention).data?.data);

/**
 * What the top's reads let the first frame draw: the overview's line, and the banner when a domain
 * waits and its confirmation's address is known, its times written in the account's formats (from
 * its preferences, `prefs`, as the dashboard writes them). Each answer read by its contract schema.
 */
function frameReadsOf(
  { pending, verification, overview }: TopReads,
  written: WrittenTime | undefined,
  session: unknown,
): FrameReads {
  const reads: FrameReads = {};
  const o = Overview.safeParse(overview);
  if (o.success) {
    const guest = Session.safeParse(session).data?.account.role === 'guest';
    reads.overviewLine = overviewLine(o.data.account, guest);
  }
  const v = Verification.safeParse(verification);
  if (pending.length > 0 && v.success && v.data.email !== null && written) {
    const { email, lastSentAt, deadlineAt } = v.data;
    reads.verification = { domains: pending, first: { email, lastSentAt, deadlineAt }, written };
  }
  return reads;
}

/** How the account writes times and counts, from its preferences' answer, as the dashboard does. */
function writtenOf(prefs: unknown): WrittenTime | undefined {
  const p = Preferences.safeParse(prefs);
  return p.success ? { locale: p.data.language, timeZone: p.data.timezone, dateFormat: p.data.dateFormat } : undefined;
}

/**
 * The backups screen's reads, as its loader asks them: the hosting accounts (for the picker, and the
 * account it opens on: the address's `input`, else the first active one, else the first), then that
 * account's first page of restores and of backups; none on another page. With what the frame draws from them when
 * both answered 200 (restores-frame.ts), and their answers, which the page carries.
 */
async function backupsReadsOf(
  app: Hono<AppEnv>,
  c: Context<AppEnv>,
): Promise<{ answers: ServedRead[]; top?: Omit<BackupsTop, 'written'> } | undefined> {
  if (screenOf(c.req.path) !== '/backups') return undefined;
  // The queries src/lib/hosting-accounts.ts and src/areas/backups/queries.ts ask.
  const accountsQuery = { limit: '100' };
  const listed = await answerOf(app, c, `${hostingOps.listHostingAccounts.path}?${new URLSearchParams(accountsQuery)}`);
  const accounts = hostingOps.listHostingAccounts.response.safeParse(listed.body).data?.data;
  if (!accounts) return { answers: [] };
  const answers: ServedRead[] = [{ op: hostingOps.listHostingAccounts, query: accountsQuery, body: listed.body }];
  const input = searchText(new URL(c.req.url).searchParams, 'input') ?? defaultAccount(accounts)?.domain;
  if (input === undefined) return { answers };
  // The backups too, in the listing's own order, which the schedule's card reads whatever the list's
  // (the address's `sort`, whose order is then the dashboard's to ask): drawn at once, the list does
  // not grow under that card.
  const restoresQuery = { input, limit: '20' };
  const backupsQuery = { input, limit: '50' };
  const [restores, backups] = await Promise.all([
    answerOf(app, c, `${backupsOps.listRestores.path}?${new URLSearchParams(restoresQuery)}`),
    answerOf(app, c, `${backupsOps.listHostingBackups.path}?${new URLSearchParams(backupsQuery)}`),
  ]);
  if (backups.body !== undefined)
    answers.push({ op: backupsOps.listHostingBackups, query: backupsQuery, body: backups.body });
  const page = backupsOps.listRestores.response.safeParse(restores.body).data;
  if (!page) return { answers };
  answers.push({ op: backupsOps.listRestores, query: restoresQuery, body: restores.body });
  const chosen = accountFor(accounts, input)?.domain;
  return {
    answers,
    top: { accounts, chosen: chosen ?? input, restores: { rows: page.data, total: page.total, hasMore: page.hasMore } },
  };
}

/**
 * The resource this page is about, when it is headed with a name only a read can say (NAMED_PAGES),
 * and the read's answer: read through the same pipeline as the dashboard's own request, free like
 * the shell's reads; undefined for any other page, or when the read does not answer 200 (no such
 * resource, no access), and the page then draws its loading line.
 */
async function namedResourceOf(
  app: Hono<AppEnv>,
  c: Context<AppEnv>,
): Promise<{ resource: NamedResource; answer: ServedRead } | undefined> {
  const url = new URL(c.req.url);
  for (const page of NAMED_PAGES) {
    const id = page.path.exec(url.pathname)?.[1];
    if (id === undefined) continue;
    const read = page.read(id, url.searchParams);
    if (!read) return undefined;
    const { body } = await answerOf(app, c, `${read.op.path}?${new URLSearchParams(read.query)}`);
    if (!body || typeof body !== 'object') return undefined;
    const resource = page.named(body as Record<string, unknown>, url.searchParams);
    return resource && { resource, answer: { ...read, body } };
  }
  return undefined;
}

/** index.html with #root's loading line replaced by the screen's first frame, when there is one. */
function withFirstFrame(
  html: string,
  pathname: string,
  frameOf: (pathname: string, statusHtml: string) => string | undefined,
): string {
  const root = /(<div id="root">)\s*(<p role="status"[^>]*>([^<]*)<\/p>)\s*(<\/div>)/.exec(html);
  const frame = root && frameOf(pathname, root[3]!);
  return frame ? html.replace(root[0], () => `${root[1]}${frame}${root[4]}`) : html;
}

type Rate = [string, string][];

/** Of several look-ups' rate headers, those that leave the least of the budget: the latest state. */
function lowestRemaining(rates: Rate[]): Rate {
  const remaining = (r: Rate) => Number(r.find(([n]) => n.toLowerCase() === 'x-ratelimit-remaining')?.[1] ?? Infinity);
  return rates.reduce((low, r) => (remaining(r) < remaining(low) ? r : low));
}

/**
 * The answer a GET operation gives this caller, asked in-process like the session, through the same
 * pipeline (authentication, scopes, the budget's state) but marked as the page's own read, which
 * the session look-up has paid for: undefined when there is no cookie or the answer is not a 200,
 * and the dashboard asks itself.
 */
async function answerOf(
  app: Hono<AppEnv>,
  c: Context<AppEnv>,
  apiPath: string,
): Promise<{ body: unknown; rate: Rate }> {
  const res = await askInProcess(app, c, apiPath, pageReadEnv(c.env as object | undefined));
  if (!res) return { body: undefined, rate: [] };
  return { body: res.status === 200 ? await res.json() : undefined, rate: rateHeaders(res) };
}

/** GET `/api/v1<apiPath>` with the request's cookie, through the app's own pipeline; null without a cookie. */
async function askInProcess(
  app: Hono<AppEnv>,
  c: Context<AppEnv>,
  apiPath: string,
  env: object | undefined = c.env as object | undefined,
): Promise<Response | null> {
  const cookie = c.req.header('cookie');
  if (!cookie) return null;
  return app.fetch(
    new Request(new URL(`/api/v1${apiPath}`, c.req.url), { headers: { cookie, accept: 'application/json' } }),
    env,
  );
}

const rateHeaders = (res: Response): Rate =>
  [...res.headers].filter(([name]) => name.toLowerCase().startsWith('x-ratelimit-'));

/** The build's route preloads; none when it has no manifest (a build without one, a test's page). */
function routePreloadsOf(dir: string): (pathname: string) => string[] {
  const file = path.join(dir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => [];
  return routePreloads(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
}

/**
 * The answer GET /api/v1/auth/session gives this caller, asked in-process through the same
 * pipeline (its authentication, budget and headers): the session, null when nobody is logged
 * in, undefined when it could not say (a spent budget, a failure), which the dashboard then
 * asks itself and shows. Written into the page, it saves the dashboard's first round trip
 * before any screen can load.
 */
async function sessionOf(app: Hono<AppEnv>, c: Context<AppEnv>): Promise<{ session: unknown; rate: Rate }> {
  const res = await askInProcess(app, c, '/auth/session');
  if (!res) return { session: null, rate: [] };
  const rate = rateHeaders(res);
  if (res.status === 401) return { session: null, rate };
  if (res.status !== 200) return { session: undefined, rate };
  return { session: await res.json(), rate };
}
