// Every response, page or API, success or problem, carries the strict policy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_DATA_ID } from '@contract/served-session';
import { createApp } from '@server/app';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

function expectStrict(res: Response, what: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
  expect(directives.get('object-src'), what).toEqual(["'none'"]);
  expect(directives.get('base-uri'), what).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

describe('Server-Timing', () => {
  it('every API answer says how long this process spent on it, success or problem', async () => {
    const token = await api.token(['read:account']);
    const answers = [
      await api.app.request('/api/v1/me', { headers: { authorization: `Bearer ${token}` } }),
      await api.app.request('/api/v1/account/profile'),
      await api.app.request('/api/v1/nowhere'),
    ];
    for (const res of answers) {
      expect(res.headers.get('server-timing'), `${res.status}`).toMatch(/^app;dur=\d+\.\d$/);
      expect(res.headers.get('content-security-policy'), `${res.status}`).toContain("object-src 'none'");
    }
  });
});

describe('security headers', () => {
  it('the API sends them on success and on problems', async () => {
    expectStrict(await api.app.request('/api/v1/openapi.json'), 'openapi');
    expectStrict(await api.app.request('/api/v1/account/profile'), '401 problem');
    expectStrict(await api.app.request('/api/v1/nowhere'), '404 problem');
  });

  it('the API reference and the error pages send them', async () => {
    expectStrict(await api.app.request('/api/v1/docs'), 'docs');
    expectStrict(await api.app.request('/errors/not_found'), 'error page');
  });

  it('the served dashboard sends them, and its page has no inline script to allow', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
    fs.copyFileSync('index.html', path.join(dir, 'index.html'));
    const app = createApp(api.deps, { staticDir: dir });
    const res = await app.request('/billing/invoices');
    expectStrict(res, 'dashboard');
    const html = await res.text();
    const dataBlock = `<script type="application/json" id="${SESSION_DATA_ID}">`;
    expect(html).toContain(`${dataBlock}null</script>`);
    // Every <script> names a file: nothing inline that the policy would have to hash. The one
    // exception is the session's JSON data block (pages/spa.ts), which a browser never runs.
    for (const tag of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []) {
      if (tag.startsWith(dataBlock)) continue;
      expect(tag).toMatch(/\bsrc=/);
      expect(
        tag
          .replace(/<script\b[^>]*>/, '')
          .replace('</script>', '')
          .trim(),
      ).toBe('');
    }
  });
});
