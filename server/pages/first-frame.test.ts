// The served page's first frame: the screens whose heading does not depend on their data, with
// the texts the dashboard draws (contract/screen-headings.ts and dns-headings.ts), everything from
// the address escaped (by hono/html).
import { describe, expect, it } from 'vitest';
import { DNS_ZONE_HEADING } from '@contract/dns-headings';
import { LOGIN_HEADING, OVERVIEW_HEADING, SCREEN_HEADINGS } from '@contract/screen-headings';
import {
  resendLabel,
  VERIFICATION_DEADLINE,
  VERIFICATION_LIST_LABEL,
  VERIFICATION_ON_ITS_PAGE,
  VERIFICATION_SENT_TO,
  verificationTitle,
} from '@contract/verification-words';
import { NO_RESTORES } from '@contract/restore-words';
import { firstFrame, loginFrame } from './first-frame';
import type { PendingVerification } from './verification-frame';

/** These domains waiting, the first's link sent to an address on an IDN, in an account that writes ISO dates in Stockholm. */
const pending = (domains: string[]): PendingVerification => ({
  domains,
  first: { email: 'ägare@xn--bcher-kva.se', lastSentAt: '2026-12-01T10:00:00Z', deadlineAt: '2026-12-15T10:00:00Z' },
  written: { locale: 'sv-SE', timeZone: 'Europe/Stockholm', dateFormat: 'iso' },
});

const STATUS = 'Loading the control panel…';
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];

describe('the first frame of a screen', () => {
  it('draws a screen’s heading and description, as the dashboard does', () => {
    for (const path of ['/email', '/email/']) {
      const html = firstFrame(path, STATUS)!;
      expect(h1(html)).toBe(SCREEN_HEADINGS['/email'].title);
      expect(html).toContain(`<p class="text-sm text-muted">${SCREEN_HEADINGS['/email'].description}</p>`);
      // The loading line stays, for screen readers.
      expect(html).toContain(`<p role="status" class="sr-only">${STATUS}</p>`);
      expect(html).toMatch(/^<div class="min-h-dvh">\s*<header [^>]*>/);
      expect(html).toContain('<main class=');
    }
  });

  it('draws every screen the headings name, a description’s link as a link', () => {
    for (const [path, { title }] of Object.entries(SCREEN_HEADINGS)) expect(h1(firstFrame(path, STATUS)!)).toBe(title);
    expect(h1(firstFrame('/dns', STATUS)!)).toBe('DNS zones');
    expect(firstFrame('/billing/invoices', STATUS)).toContain(
      'Every payment is also on the <a href="/billing/activity" class="text-accent underline">money timeline</a>.</p>',
    );
  });

  it('draws the DNS editor’s zone name from the address, in Unicode, under the link up', () => {
    const html = firstFrame('/dns/example.com', STATUS)!;
    expect(h1(html)).toBe('example.com');
    expect(html).toContain(`<li><a href="/dns">${DNS_ZONE_HEADING.up}</a>`);
    expect(h1(firstFrame('/dns/xn--bcher-kva.se', STATUS)!)).toBe('bücher.se');
    expect(h1(firstFrame('/dns/b%C3%BCcher.se/', STATUS)!)).toBe('bücher.se');
  });

  it('draws a domain’s name from the address under the link up to the domains, not the area’s other screens', () => {
    const html = firstFrame('/domains/xn--bcher-kva.se', STATUS)!;
    expect(h1(html)).toBe('<span class="break-all">bücher.se</span>');
    expect(html).toContain('<li><a href="/domains">Domains</a>');
    for (const path of ['/domains/transfers', '/domains/snapback', '/domains/a.se/renew'])
      expect(firstFrame(path, STATUS)).toBeUndefined();
  });

  it('draws a resource’s name, as the page read it, under the link up to its list', () => {
    const servers = { to: '/vps', title: 'Virtual servers' };
    const vps = firstFrame('/vps/7', STATUS, {
      resource: { name: 'build-01.example.com', list: servers, breakAnywhere: false },
    })!;
    expect(h1(vps)).toBe('build-01.example.com');
    expect(vps).toContain('<li><a href="/vps">Virtual servers</a>');
    expect(vps).toContain('<li aria-current="page" class="break-all">build-01.example.com</li>');
    const escaped = firstFrame('/vps/7/', STATUS, { resource: { name: '<b>&', list: servers, breakAnywhere: false } })!;
    expect(h1(escaped)).toBe('&lt;b&gt;&amp;');
    const cms = firstFrame('/apps/cms/app_x', STATUS, {
      resource: {
        name: 'bücher.se/blog',
        list: { to: '/apps/cms?input=b%C3%BCcher.se', title: 'CMS sites' },
        breakAnywhere: true,
      },
    })!;
    expect(h1(cms)).toBe('<span class="break-all">bücher.se/blog</span>');
    expect(cms).toContain('<li><a href="/apps/cms?input=b%C3%BCcher.se">CMS sites</a>');
    // Without the resource (none, no access): none; which pages get one is spa.ts's to say (spa.test.ts).
    expect(firstFrame('/vps/7', STATUS)).toBeUndefined();
    expect(firstFrame('/apps/cms/app_x', STATUS)).toBeUndefined();
  });

  it('draws the overview’s heading with the account’s line, and the verification banner above it', () => {
    // Without the overview's read, no frame: its heading's line is the account's name.
    expect(firstFrame('/', STATUS)).toBeUndefined();
    const plain = firstFrame('/', STATUS, { overviewLine: 'Lindqvist <AB>' })!;
    expect(h1(plain)).toBe(OVERVIEW_HEADING);
    expect(plain).toContain('<p class="text-sm text-muted">Lindqvist &lt;AB&gt;</p>');
    expect(plain).not.toContain(VERIFICATION_LIST_LABEL);
    const html = firstFrame('/', STATUS, { overviewLine: 'Lindqvist', verification: pending(['xn--bcher-kva.se']) })!;
    const banner = html.indexOf(VERIFICATION_LIST_LABEL);
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(html.indexOf('<h1'));
  });

  it('draws the banner below the domains list’s heading, the export control held, the times in the account’s formats', () => {
    const plain = firstFrame('/domains', STATUS)!;
    expect(h1(plain)).toBe(SCREEN_HEADINGS['/domains'].title);
    expect(plain).toContain('<a aria-disabled="true"');
    expect(plain).toContain('Export CSV<span class="sr-only"> of these domains</span>');
    const html = firstFrame('/domains/', STATUS, {
      verification: pending(['xn--bcher-kva.se', 'a.se', 'b.se', 'c.se']),
    })!;
    expect(html.indexOf(VERIFICATION_LIST_LABEL)).toBeGreaterThan(html.indexOf('<h1'));
    const text = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain(verificationTitle(4));
    // The first with its address (its domain in Unicode), when it went and the deadline, in Stockholm's
    // time and Swedish as the account chose; the next two sent to their pages; the fourth counted.
    expect(text).toContain(
      `bücher.se: ${VERIFICATION_SENT_TO} ägare@bücher.se on 2026-12-01 11:00 CET. ${VERIFICATION_DEADLINE.before} 2026-12-15 11:00 CET${VERIFICATION_DEADLINE.after}`,
    );
    expect(text).toContain(`a.se: ${VERIFICATION_ON_ITS_PAGE}`);
    expect(text).not.toContain('c.se:');
    expect(text).toContain('And 1 more: filter the domain list to find them.');
    expect(html).toContain('<a href="/domains/xn--bcher-kva.se?tab=%22contacts%22" class="font-medium underline">');
    // Its buttons work once the code has come.
    expect(html).toContain(`disabled aria-label="${resendLabel('bücher.se')}">Resend</button>`);
  });

  it('draws the backups screen’s picker and restores, in the account’s formats, escaped', () => {
    // Without the reads, the heading alone.
    expect(h1(firstFrame('/backups', STATUS)!)).toBe(SCREEN_HEADINGS['/backups'].title);
    const restore = {
      id: 'r1',
      backupId: 'b1',
      backupCreatedAt: '2026-11-26T02:00:00Z',
      domain: null,
      scope: 'files' as const,
      items: ['public_html/<x>'],
      status: 'running' as const,
      progress: 40,
      requestedAt: '2026-12-01T09:00:00Z',
      startedAt: '2026-12-01T09:00:05Z',
      finishedAt: null,
      detail: null,
      safetyBackupId: 'b9',
      itemsTotal: 3,
      itemsRestored: 1,
      itemsFailed: [{ item: 'mail/<y>', reason: 'in use' }],
    };
    const accounts = [
      { domain: 'xn--bcher-kva.se', plan: 'Business', status: 'active' as const },
      { domain: 'b.se', plan: 'Starter', status: 'suspended' as const },
    ];
    const written = pending([]).written;
    const html = firstFrame('/backups/', STATUS, {
      backups: {
        accounts,
        chosen: 'xn--bcher-kva.se',
        restores: { rows: [restore], total: 21, hasMore: true },
        written,
      },
    })!;
    const text = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain('Hosting account bücher.se · Business Restores');
    expect(text).toContain('Files from the backup of 2026-11-26 03:00 CET Requested 2026-12-01 10:00 CET Restoring');
    expect(text).toContain('Restoring · 1 of 3 items restored 40%');
    expect(text).toContain('1 of 21 restores shown');
    expect(html).toContain('public_html/&lt;x&gt;');
    expect(html).toContain('mail/&lt;y&gt;: in use');
    expect(html).toContain('href="/backups?input=%22xn--bcher-kva.se%22&amp;backup=%22b9%22"');
    // Its controls work once the code has come.
    expect(html).toContain('disabled>Cancel restore</button>');
    expect(html).toMatch(/<select [^>]*disabled>/);
    // One account: no picker; no restores: the list's empty state.
    const one = firstFrame('/backups', STATUS, {
      backups: {
        accounts: accounts.slice(0, 1),
        chosen: 'b.se',
        restores: { rows: [], total: 0, hasMore: false },
        written,
      },
    })!;
    expect(one).not.toContain('<select');
    expect(one).toContain(NO_RESTORES);
  });

  it('escapes what the address holds', () => {
    const html = firstFrame(`/dns/${encodeURIComponent('<script>alert("x")</script>&$&\'')}`, STATUS)!;
    expect(h1(html)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;$&amp;&#39;');
    expect(html).not.toContain('<script');
  });

  it('draws nothing for other screens, or an address that does not decode', () => {
    for (const path of ['/dns/a.com/records', '/email/logs', '/emails', '/billing', '/toString', '/dns/%E0%A4%A'])
      expect(firstFrame(path, STATUS)).toBeUndefined();
  });

  it('draws the login screen’s heading for the login address alone', () => {
    const html = loginFrame('/login', STATUS)!;
    expect(h1(html)).toBe(LOGIN_HEADING);
    expect(html).toMatch(/^<main id="main" class="flex min-h-dvh items-start/);
    expect(html).toContain(`<p role="status" class="sr-only">${STATUS}</p>`);
    for (const path of ['/', '/email', '/login/x']) expect(loginFrame(path, STATUS)).toBeUndefined();
  });
});
