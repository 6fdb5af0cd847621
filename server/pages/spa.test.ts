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
    '<!doctype html><html><head><title>x</title><script src="/boot.js"></script>' +
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-v.js">' +
      '</head><body><div id="root">\n  <p role="status" class="p-4">Loading…</p>\n</div></body></html>',
  );
  // The build's manifest: the entry, and the layout and screen chunks of two routes.
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, imports: ['_vendor-v.js'] },
      '_vendor-v.js': { file: 'assets/vendor-v.js' },
      'src/routes/_app.tsx?tsr-split=component': { file: 'assets/app-1.js', imports: ['_vendor-v.js'] },
      'src/routes/_app/index.tsx?tsr-split=component': { file: 'assets/overview-o.js', imports: ['index.html'] },
      'src/routes/_app/email/index.tsx?tsr-split=component': { file: 'assets/email-e.js', imports: ['_forms-f.js'] },
      '_forms-f.js': { file: 'assets/forms-f.js' },
    }),
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

/** The answer the page carries for this operation and query (a resource's page). */
const carried = (html: string, operation: string, query: string): unknown => {
  const m = new RegExp(
    `<script type="application/json" data-answer-of="${operation}" data-answer-query="${query}">(.*?)</script>`,
  ).exec(html);
  return m ? JSON.parse(m[1]!) : undefined;
};

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

  it('carries it on the overview too (`/` is not served as a plain file)', async () => {
    const cookie = await api.login();
    const r = await page(cookie, '/');
    const fromApi = await api.call('GET', '/auth/session', { cookie });
    expect(served(r.html)).toEqual(fromApi.body);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('carries the shell’s first reads beside the session, as the API answers them, for one call of the budget', async () => {
    const answer = (html: string, operation: string): unknown => {
      const m = new RegExp(`<script type="application/json" data-answer-of="${operation}">(.*?)</script>`).exec(html);
      return m ? JSON.parse(m[1]!) : undefined;
    };
    const remaining = (headers: Headers) => Number(headers.get('x-ratelimit-remaining'));
    const cookie = await api.login();
    const before = await api.call('GET', '/auth/session', { cookie });
    const r = await page(cookie, '/email');
    const accounts = await api.call('GET', '/account/accessible-accounts', { cookie });
    const preferences = await api.call('GET', '/account/preferences', { cookie });
    const notifications = await api.call('GET', '/account/notifications', { cookie, query: { limit: 10 } });
    expect(answer(r.html, 'listAccessibleAccounts')).toEqual(accounts.body);
    expect(answer(r.html, 'getPreferences')).toEqual(preferences.body);
    expect(answer(r.html, 'listNotifications')).toEqual(notifications.body);
    expect(r.html.lastIndexOf('data-answer-of')).toBeLessThan(r.html.indexOf('</head>'));
    // Four look-ups (the session, the preferences, the accounts, the notifications) in one page: one call,
    // and the page says what is left as one request's answer would.
    expect(remaining(r.headers)).toBe(remaining(before.headers) - 1);
    expect(remaining(accounts.headers)).toBe(remaining(r.headers) - 1);
    // The reads that follow the session are free only inside the page: the same reads from a client spend.
    expect(remaining(notifications.headers)).toBe(remaining(r.headers) - 3);
    // Nobody logged in, or an ended session: none.
    expect((await page(undefined, '/email')).html).not.toContain('data-answer-of');
    await api.call('POST', '/auth/logout', { cookie });
    const stale = await page(cookie, '/email');
    expect(stale.html).not.toContain('data-answer-of');
    // An ended session's page asks only who is logged in: one call of the address's budget, not three.
    const again = await page(cookie, '/email');
    expect(
      Number(stale.headers.get('x-ratelimit-remaining')) - Number(again.headers.get('x-ratelimit-remaining')),
    ).toBe(1);
  });

  it('names the entry and the chunks of the routes the address opens, for boot.js to load after the first paint', async () => {
    const scripts = (html: string) =>
      JSON.parse(/<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
        entry: string;
        preload: string[];
      } | null;
    const email = (await page(undefined, '/email?q=x')).html;
    // The build's own tags are gone: nothing is fetched beside the stylesheet before the first frame.
    expect(email).not.toContain('<script type="module"');
    expect(email).not.toContain('rel="modulepreload"');
    expect(scripts(email)).toEqual({
      entry: '/assets/index-a.js',
      preload: ['/assets/vendor-v.js', '/assets/app-1.js', '/assets/email-e.js', '/assets/forms-f.js'],
    });
    expect(email.indexOf('id="app-scripts"')).toBeLessThan(email.indexOf('</head>'));
    expect(scripts((await page(undefined, '/')).html)?.preload).toEqual([
      '/assets/vendor-v.js',
      '/assets/app-1.js',
      '/assets/overview-o.js',
    ]);
    expect(scripts((await page(undefined, '/no/such/screen')).html)?.preload).toEqual(['/assets/vendor-v.js']);
  });

  it('draws the login screen’s heading for someone not logged in, and nothing of a logged-in screen', async () => {
    const login = (await page(undefined, '/login')).html;
    expect(login).toMatch(/<div id="root"><main id="main"[\s\S]*<h1[^>]*>Log in to your control panel<\/h1>/);
    expect((await page(undefined, '/email')).html).not.toContain('<h1');
  });

  it('draws the screen’s heading in the first frame for someone logged in, and the loading line for anyone else', async () => {
    const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
    const cookie = await api.login();
    const email = (await page(cookie, '/email?q=x')).html;
    expect(heading(email)).toBe('Email');
    // Inside #root, which the dashboard's first render replaces; the loading line is kept for screen readers.
    expect(email).toMatch(
      /<div id="root"><div class="min-h-dvh">[\s\S]*<p role="status" class="sr-only">Loading…<\/p>/,
    );
    expect(heading((await page(cookie, '/dns/example.com')).html)).toBe('example.com');
    // Other screens, and anyone not logged in (who is sent to the login page): the loading line.
    for (const [c, url] of [
      [cookie, '/email/logs'],
      [undefined, '/'],
      [undefined, '/email'],
      [undefined, '/dns/example.com'],
    ] as const) {
      const { html } = await page(c, url);
      expect(html).not.toContain('<h1');
      expect(html).toMatch(/<div id="root">\s*<p role="status" class="p-4">Loading…<\/p>\s*<\/div>/);
    }
  });

  it('draws the overview’s and the domains list’s top, the verification banner with it, from the reads it carries, for one call', async () => {
    const remaining = (headers: Headers) => Number(headers.get('x-ratelimit-remaining'));
    const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    const cookie = await api.login();
    const attention = (await api.call('GET', '/account/attention', { cookie })).body;
    const verification = (await api.call('GET', '/domains/alexlindqvist.dev/contacts/verification', { cookie })).body;
    const overview = (await api.call('GET', '/account/overview', { cookie, query: { response_format: 'detailed' } }))
      .body;
    const before = await api.call('GET', '/auth/session', { cookie });
    const home = await page(cookie, '/');
    expect(remaining(home.headers)).toBe(remaining(before.headers) - 1);
    // The budget its headers say, for the header to show: this first screen makes no call of its own.
    const budget = /<script type="application\/json" id="budget-data">(.*?)<\/script>/.exec(home.html);
    expect(Number(JSON.parse(budget![1]!)['x-ratelimit-remaining'])).toBe(remaining(home.headers));
    // The answers the dashboard's first render takes, as its own asks would get them.
    expect(carried(home.html, 'getOverview', 'response_format=detailed')).toEqual(overview);
    expect(carried(home.html, 'getRegistrantVerification', 'domain=alexlindqvist.dev')).toEqual(verification);
    const attentionBlock = /<script type="application\/json" data-answer-of="getAttention">(.*?)<\/script>/.exec(
      home.html,
    );
    expect(JSON.parse(attentionBlock![1]!)).toEqual(attention);
    // The banner, above the heading and its account line; the demo account writes dates as en-GB does, in UTC.
    const root = text(home.html.slice(home.html.indexOf('<div id="root">')));
    expect(root).toMatch(
      /The owner of a domain must confirm their email address alexlindqvist\.dev: we sent a confirmation link to alex@lindqvist\.me on \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC\. If it is not clicked by \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC, the registry suspends the domain/,
    );
    expect(root).toContain('Overview Nordlight Studio AB');
    expect(root.indexOf('The owner of a domain')).toBeLessThan(root.indexOf('Overview'));
    // The domains list: the same banner below its heading; no overview read.
    const domains = await page(cookie, '/domains');
    expect(carried(domains.html, 'getOverview', 'response_format=detailed')).toBeUndefined();
    const listRoot = text(domains.html.slice(domains.html.indexOf('<div id="root">')));
    expect(listRoot.indexOf('Domains')).toBeLessThan(listRoot.indexOf('The owner of a domain must confirm'));
    // Nobody logged in: neither the reads nor the banner.
    const out = await page(undefined, '/domains');
    expect(out.html).not.toContain('data-answer-of');
    expect(out.html).not.toContain('confirm their email');
  });

  it('heads a virtual server’s page with its hostname, read as the API answers the caller, for the page’s one call', async () => {
    const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
    const remaining = (headers: Headers) => Number(headers.get('x-ratelimit-remaining'));
    const cookie = await api.login();
    const [vps] = (await api.call('GET', '/vps', { cookie })).body.data as { serviceId: number; hostname: string }[];
    const before = await api.call('GET', '/auth/session', { cookie });
    const r = await page(cookie, `/vps/${vps!.serviceId}`);
    expect(heading(r.html)).toBe(vps!.hostname);
    expect(r.html).toContain(`<li aria-current="page" class="break-all">${vps!.hostname}</li>`);
    expect(remaining(r.headers)).toBe(remaining(before.headers) - 1);
    // It carries the details it read, as the dashboard's own ask would get them, by their query.
    const detail = await api.call('GET', '/vps/detail', { cookie, query: { input: String(vps!.serviceId) } });
    expect(carried(r.html, 'getVps', `input=${vps!.serviceId}`)).toEqual(detail.body);
    // No such server, its console, or nobody logged in: the loading line, and no read for anyone else.
    for (const [c, url] of [
      [cookie, '/vps/999999'],
      [cookie, `/vps/${vps!.serviceId}/console`],
      [undefined, `/vps/${vps!.serviceId}`],
    ] as const) {
      const { html } = await page(c, url);
      expect(html).not.toContain('<h1');
      expect(html).not.toContain('data-answer-query');
    }
  });

  it('heads a CMS install’s page with its location when the address names the account, for the page’s one call', async () => {
    const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
    const cookie = await api.login();
    const [hosting] = (await api.call('GET', '/hosting', { cookie })).body.data as { domain: string }[];
    const [install] = (await api.call('GET', '/cms/installs', { cookie, query: { input: hosting!.domain } })).body
      .data as { id: string; domain: string; path: string }[];
    const location = `${install!.domain}${install!.path ? `/${install!.path}` : ''}`;
    const at = `/apps/cms/${install!.id}`;
    // The account as a person writes it, and as the router writes it (a JSON string).
    const query = { input: hosting!.domain, install_id: install!.id };
    const detail = await api.call('GET', '/cms/installs/detail', { cookie, query });
    for (const input of [hosting!.domain, JSON.stringify(hosting!.domain)]) {
      const { html } = await page(cookie, `${at}?${new URLSearchParams({ input, tab: 'plugins' })}`);
      expect(heading(html)).toBe(`<span class="break-all">${location}</span>`);
      expect(html).toContain(`<a href="/apps/cms?input=${encodeURIComponent(hosting!.domain)}">CMS sites</a>`);
      // The install as it read it, by the query the dashboard asks it with (its names in order).
      expect(carried(html, 'getCmsInstall', new URLSearchParams(query).toString())).toEqual(detail.body);
    }
    // No account in the address (the page picks one), no such install, the installer: the loading line.
    for (const url of [at, `/apps/cms/nope?input=${hosting!.domain}`, `/apps/cms/new?input=${hosting!.domain}`])
      expect((await page(cookie, url)).html).not.toContain('<h1');
  });

  it('draws the backups screen’s picker and restores from the reads it carries, for the page’s one call', async () => {
    const remaining = (headers: Headers) => Number(headers.get('x-ratelimit-remaining'));
    const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    const cookie = await api.login();
    const accounts = (await api.call('GET', '/hosting', { cookie, query: { limit: '100' } })).body;
    const rows = accounts.data as { domain: string; status: string }[];
    const opening = (rows.find((a) => a.status === 'active') ?? rows[0])!.domain;
    const other = rows.find((a) => a.domain !== opening)!.domain;
    for (const [url, input] of [
      ['/backups', opening],
      [`/backups?input=${encodeURIComponent(JSON.stringify(other))}`, other],
    ] as const) {
      const restores = (await api.call('GET', '/backups/restores', { cookie, query: { input, limit: '20' } })).body;
      const backups = (await api.call('GET', '/backups', { cookie, query: { input, limit: '50' } })).body;
      const before = await api.call('GET', '/auth/session', { cookie });
      const { html, headers } = await page(cookie, url);
      expect(remaining(headers)).toBe(remaining(before.headers) - 1);
      expect(carried(html, 'listHostingAccounts', 'limit=100')).toEqual(accounts);
      expect(carried(html, 'listRestores', new URLSearchParams({ input, limit: '20' }).toString())).toEqual(restores);
      expect(carried(html, 'listHostingBackups', new URLSearchParams({ input, limit: '50' }).toString())).toEqual(
        backups,
      );
      const root = text(html.slice(html.indexOf('<div id="root">')));
      expect(root).toContain('Hosting account');
      expect(root).toContain('Restores');
      const [latest] = restores.data as { backupCreatedAt: string }[];
      if (latest) expect(root).toMatch(/ from the backup of \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC/);
      else expect(root).toContain('No restores yet');
    }
    // An account the caller has not: the heading alone, and no restores carried.
    const { html } = await page(cookie, '/backups?input=nope.example');
    expect(html).toContain('<h1');
    expect(html).not.toContain('data-answer-of="listRestores"');
    expect(text(html)).not.toContain('Restores');
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
    // Each data block ends where it was meant to: as many ends as openings (boot.js, the scripts to
    // load, the session, the budget, the preferences, the accessible accounts, the notifications).
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script /g)!.length);
    expect(html.match(/<script /g)).toHaveLength(7);
    expect(served(html)).toMatchObject({ user: { name } });
  });
});
