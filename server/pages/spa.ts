// Serves the built dashboard: static assets, and index.html for every other
// non-API GET so client-side routes (e.g. /confirm/<id>) load on a fresh visit.
import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
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
  app.get('*', (c) => c.html(fs.readFileSync(index, 'utf8')));
}
