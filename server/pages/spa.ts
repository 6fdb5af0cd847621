// Serves the built dashboard: static assets, and index.html for every other
// non-API GET so client-side routes (e.g. /confirm/<id>) load on a fresh visit.
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { accountOps } from '@contract/account';
import { vpsOps } from '@contract/vps';
import { NOTIFICATIONS_PAGE, SERVED_ANSWER_ATTRIBUTE, SESSION_DATA_ID } from '@contract/served-session';
import { pageReadEnv } from '@server/core/admission/page-read';
import type { AppEnv } from '@server/core/request-state';
import { dataBlock } from './data-block';
import { firstFrame, loginFrame } from './first-frame';
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
    // Only for someone logged in: a stale cookie would spend its address's budget on answers nobody uses.
    const answers = session ? await Promise.all(SHELL_READS.map((read) => answerOf(app, c, read.path))) : [];
    // The page says who is logged in: it is this caller's alone, and never kept.
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Cookie');
    // The page is one request: its session look-up spent one call of the caller's budget, the reads
    // after it none (core/admission/page-read.ts); the page says what is left as the dashboard's own
    // request would have (the request benchmark counts it).
    for (const [name, value] of lowestRemaining([rate, ...answers.map((a) => a.rate)])) c.header(name, value);
    if (session === undefined) return c.html(html);
    // Someone logged in, on a screen whose heading does not wait for data: the page draws the shell's
    // outline and that heading in place of the loading line alone (first-frame.ts); anyone else, on
    // the login screen, its outline and heading.
    const named = session ? await resourceNameOf(app, c, c.req.path) : undefined;
    html = withFirstFrame(html, c.req.path, session ? (at, status) => firstFrame(at, status, named) : loginFrame);
    let data = dataBlock(`id="${SESSION_DATA_ID}"`, session);
    answers.forEach(({ body }, i) => {
      const { op } = SHELL_READS[i]!;
      if (body !== undefined) data += dataBlock(`${SERVED_ANSWER_ATTRIBUTE}="${op.id}"`, body);
    });
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
 * The name a resource's page is headed with, when only a read can say it: a virtual server's page
 * (/vps/<id>) is headed with its hostname. Read as the dashboard reads it, through the same pipeline
 * and free like the shell's reads; undefined for any other page, or when the read does not answer
 * 200 (no such server, no access), and the page then draws its loading line.
 */
async function resourceNameOf(app: Hono<AppEnv>, c: Context<AppEnv>, pathname: string): Promise<string | undefined> {
  const vps = /^\/vps\/(\d{1,9})\/?$/.exec(pathname)?.[1];
  if (vps === undefined) return undefined;
  const { body } = await answerOf(app, c, `${vpsOps.getVps.path}?input=${vps}`);
  const hostname = (body as { hostname?: unknown } | undefined)?.hostname;
  return typeof hostname === 'string' && hostname !== '' ? hostname : undefined;
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
