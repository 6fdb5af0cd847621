// JSON (and any other compressible answer) over 1 KiB, gzipped or deflated when the client asks for it.
//
// Not hono/compress: that one pipes every answer through a CompressionStream, whose zlib work is queued
// on libuv's four-thread pool and whose chunks travel through web streams. Under a burst, one account's
// 200 answers queued there and every other account's answer waited behind them (`npm run bench
// neighbour`, "200 heavy reads": a bystander's read took seconds to leave, with the event loop half
// idle). Here an answer up to 1 MiB is compressed at once, on the thread that made it, in the time its
// own account's request holds (core/account-gate.ts lets one account hold six at a time): at level 1,
// a 200 kB list takes about 2 ms and JSON loses almost nothing against level 6. A larger one (a whole
// zone export) goes to the pool in one piece, as before.
import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync, type ZlibOptions } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

const AT_ONCE_LIMIT = 1 << 20;
const OPTIONS: ZlibOptions = { level: 1 };
const encoders = {
  gzip: { sync: gzipSync, async: promisify(gzip) },
  deflate: { sync: deflateSync, async: promisify(deflate) },
} as const;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const STREAMED = /^text\/csv\b/i;
const varyAccept = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

export const compressAnswers =
  ({ threshold = 1024 }: { threshold?: number } = {}): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    const length = res.headers.get('Content-Length');
    if (
      !res.body ||
      res.status === 206 ||
      c.req.method === 'HEAD' ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      (length !== null && Number(length) < threshold) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      noTransform.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    // The answer differs by Accept-Encoding whether or not this one is compressed: caches must know.
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !(vary && varyAccept.test(vary)))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = accepts(c, { header: 'Accept-Encoding', supports: ['gzip', 'deflate'], default: 'identity' });
    if (encoding !== 'gzip' && encoding !== 'deflate') return;
    if (STREAMED.test(type)) {
      // An export streams while the database is read page by page: compressed as it goes, never
      // gathered whole first (core/csv-export.ts).
      c.res = new Response(res.body.pipeThrough(new CompressionStream(encoding)), res);
      c.res.headers.set('Content-Encoding', encoding);
      c.res.headers.delete('Content-Length');
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < threshold) {
      c.res = new Response(body, res);
      return;
    }
    const encoder = encoders[encoding];
    const packed = body.byteLength <= AT_ONCE_LIMIT ? encoder.sync(body, OPTIONS) : await encoder.async(body, OPTIONS);
    // Hono copies the old answer's headers onto the new one: the ones that change are set after.
    c.res = new Response(new Uint8Array(packed.buffer, packed.byteOffset, packed.byteLength), res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(packed.byteLength));
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
