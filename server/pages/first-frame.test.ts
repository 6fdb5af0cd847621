// The served page's first frame: the screens whose heading does not depend on their data, with
// the texts the dashboard draws (contract/screen-headings.ts and dns-headings.ts), everything from
// the address escaped (by hono/html).
import { describe, expect, it } from 'vitest';
import { DNS_ZONE_HEADING } from '@contract/dns-headings';
import { LOGIN_HEADING, SCREEN_HEADINGS } from '@contract/screen-headings';
import { firstFrame, loginFrame } from './first-frame';

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
    const vps = firstFrame('/vps/7', STATUS, { name: 'build-01.example.com', list: servers, breakAnywhere: false })!;
    expect(h1(vps)).toBe('build-01.example.com');
    expect(vps).toContain('<li><a href="/vps">Virtual servers</a>');
    expect(vps).toContain('<li aria-current="page" class="break-all">build-01.example.com</li>');
    const escaped = firstFrame('/vps/7/', STATUS, { name: '<b>&', list: servers, breakAnywhere: false })!;
    expect(h1(escaped)).toBe('&lt;b&gt;&amp;');
    const cms = firstFrame('/apps/cms/app_x', STATUS, {
      name: 'bücher.se/blog',
      list: { to: '/apps/cms?input=b%C3%BCcher.se', title: 'CMS sites' },
      breakAnywhere: true,
    })!;
    expect(h1(cms)).toBe('<span class="break-all">bücher.se/blog</span>');
    expect(cms).toContain('<li><a href="/apps/cms?input=b%C3%BCcher.se">CMS sites</a>');
    // Without the resource (none, no access): none; which pages get one is spa.ts's to say (spa.test.ts).
    expect(firstFrame('/vps/7', STATUS)).toBeUndefined();
    expect(firstFrame('/apps/cms/app_x', STATUS)).toBeUndefined();
  });

  it('escapes what the address holds', () => {
    const html = firstFrame(`/dns/${encodeURIComponent('<script>alert("x")</script>&$&\'')}`, STATUS)!;
    expect(h1(html)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;$&amp;&#39;');
    expect(html).not.toContain('<script');
  });

  it('draws nothing for other screens, or an address that does not decode', () => {
    for (const path of ['/', '/dns/a.com/records', '/email/logs', '/emails', '/billing', '/toString', '/dns/%E0%A4%A'])
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
