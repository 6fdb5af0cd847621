import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress';

const big = { data: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `record-${i}.example.com` })) };
const huge = 'x'.repeat((1 << 20) + 10);

function app() {
  const a = new Hono();
  a.use('*', compressAnswers({ threshold: 1024 }));
  a.get('/big', (c) => c.json(big));
  a.get('/small', (c) => c.json({ ok: true }));
  a.get('/huge', (c) => c.text(huge));
  a.get('/etag', (c) => c.json(big, 200, { ETag: '"v1"' }));
  a.get('/no-transform', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));
  a.get('/events', (c) => c.body('data: x\n\n'.repeat(500), 200, { 'Content-Type': 'text/event-stream' }));
  return a;
}

describe('compressAnswers', () => {
  it('gzips an answer over the threshold when asked, with its length and Vary', async () => {
    const r = await app().request('/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(r.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await r.arrayBuffer());
    expect(Number(r.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
  });

  it('deflates when that is all the client takes, and leaves it alone when it takes neither', async () => {
    const d = await app().request('/big', { headers: { 'accept-encoding': 'deflate' } });
    expect(d.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await d.arrayBuffer())).toString())).toEqual(big);
    for (const header of [undefined, 'br', 'gzip;q=0, identity']) {
      const r = await app().request('/big', { headers: header ? { 'accept-encoding': header } : {} });
      expect(r.headers.get('content-encoding')).toBeNull();
      expect(r.headers.get('vary')).toBe('Accept-Encoding');
      expect(await r.json()).toEqual(big);
    }
  });

  it('sends a small answer as it is', async () => {
    const r = await app().request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(r.headers.get('content-encoding')).toBeNull();
    expect(await r.json()).toEqual({ ok: true });
  });

  it('weakens a strong ETag, and respects no-transform and event streams', async () => {
    const e = await app().request('/etag', { headers: { 'accept-encoding': 'gzip' } });
    expect(e.headers.get('etag')).toBe('W/"v1"');
    for (const path of ['/no-transform', '/events']) {
      const r = await app().request(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(r.headers.get('content-encoding')).toBeNull();
    }
  });

  it('compresses an answer over 1 MiB on the thread pool, with the same result', async () => {
    const r = await app().request('/huge', { headers: { 'accept-encoding': 'gzip' } });
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await r.arrayBuffer())).toString()).toBe(huge);
  });
});
