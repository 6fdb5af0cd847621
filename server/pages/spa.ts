// Serves the built dashboard: static assets, and index.html for every other
// non-API GET so client-side routes (e.g. /confirm/<id>) load on a fresh visit.
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { SESSION_DATA_ID } from '@contract/served-session';
import type { AppEnv } from '@server/core/pipeline';

export function mountSpa(app: Hono<AppEnv>, dir: string) {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return;
  const root = path.relative(process.cwd(), dir) || '.';
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
  app.get('*', serveStatic({ root }));
  app.get('*', async (c) => {
    const html = fs.readFileSync(index, 'utf8');
    const { session, rate } = await sessionOf(app, c);
    // The page says who is logged in: it is this caller's alone, and never kept.
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Cookie');
    // The look-up spent a call of the caller's budget, as the dashboard's own request did; the
    // page says so as that response would have (the request benchmark counts it).
    for (const [name, value] of rate) c.header(name, value);
    if (session === undefined) return c.html(html);
    // A data block, not a script: the strict CSP allows it, and `<` is escaped so that no
    // value can end the element early.
    const data = `<script type="application/json" id="${SESSION_DATA_ID}">${JSON.stringify(session).replace(/</g, '\\u003c')}</script>`;
    return c.html(html.replace('</head>', `${data}</head>`));
  });
}

/**
 * The answer GET /api/v1/auth/session gives this caller, asked in-process through the same
 * pipeline (its authentication, budget and headers): the session, null when nobody is logged
 * in, undefined when it could not say (a spent budget, a failure), which the dashboard then
 * asks itself and shows. Written into the page, it saves the dashboard's first round trip
 * before any screen can load.
 */
async function sessionOf(
  app: Hono<AppEnv>,
  c: Context<AppEnv>,
): Promise<{ session: unknown; rate: [string, string][] }> {
  const cookie = c.req.header('cookie');
  if (!cookie) return { session: null, rate: [] };
  const res = await app.fetch(
    new Request(new URL('/api/v1/auth/session', c.req.url), { headers: { cookie, accept: 'application/json' } }),
    c.env,
  );
  const rate = [...res.headers].filter(([name]) => name.toLowerCase().startsWith('x-ratelimit-'));
  if (res.status === 401) return { session: null, rate };
  if (res.status !== 200) return { session: undefined, rate };
  return { session: await res.json(), rate };
}
