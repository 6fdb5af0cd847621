// The dashboard's page carries the caller's session (saving the first round trip), exactly what
// GET /api/v1/auth/session answers that caller, and nothing for anyone else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { startApi, type TestApi } from '@server/test/harness';
import { SESSION_DATA_ID } from '@contract/served-session';

let api: TestApi;
let page: (cookie?: string, url?: string) => Promise<{ status: number; headers: Headers; html: string }>;
let dir: string;

beforeAll(async () => {
  api = await startApi();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  const app = createApp(api.deps, { staticDir: dir });
  page = async (cookie, url = '/email') => {
    const res = await app.request(url, { headers: cookie ? { cookie } : {} });
    return { status: res.status, headers: res.headers, html: await res.text() };
  };
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await api.close();
});

const served = (html: string): unknown => {
  const m = new RegExp(`<script type="application/json" id="${SESSION_DATA_ID}">(.*?)</script>`).exec(html);
  return m ? JSON.parse(m[1]!) : undefined;
};

describe('the page the dashboard loads', () => {
  it('carries the session of a logged-in caller, as the API answers it', async () => {
    const cookie = await api.login();
    const r = await page(cookie, '/dns/example.com?tab=records');
    expect(r.status).toBe(200);
    const fromApi = await api.call('GET', '/auth/session', { cookie });
    expect(served(r.html)).toEqual(fromApi.body);
    expect(r.html.indexOf(SESSION_DATA_ID)).toBeLessThan(r.html.indexOf('</head>'));
    // Personal: never kept by a cache, and varies with the cookie.
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('vary')).toMatch(/cookie/i);
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The look-up is a call of the caller's budget, and the page says so.
    expect(Number(r.headers.get('x-ratelimit-remaining'))).toBe(
      Number(fromApi.headers.get('x-ratelimit-remaining')) + 1,
    );
  });

  it('says nobody is logged in without a cookie, or with an ended session', async () => {
    expect(served((await page()).html)).toBeNull();
    const cookie = await api.login();
    await api.call('POST', '/auth/logout', { cookie });
    expect(served((await page(cookie)).html)).toBeNull();
  });

  it('escapes what it writes, so a value cannot end the element', async () => {
    const cookie = await api.login();
    const name = 'Evil </script><script>alert(1)</script>';
    await api.db.execute(sql`update users set name = ${name} where email = 'demo@example.com'`);
    const { html } = await page(cookie);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(served(html)).toMatchObject({ user: { name } });
  });
});
