// The served page's first frame: the screens whose heading does not depend on their data, with
// the texts the dashboard draws (contract/email-headings.ts and dns-headings.ts), everything from
// the address escaped (by hono/html).
import { describe, expect, it } from 'vitest';
import { DNS_ZONE_HEADING } from '@contract/dns-headings';
import { MAILBOXES_HEADING } from '@contract/email-headings';
import { firstFrame } from './first-frame';

const STATUS = 'Loading the control panel…';
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];

describe('the first frame of a screen', () => {
  it('draws the mailboxes screen’s heading and description, as the dashboard does', () => {
    for (const path of ['/email', '/email/']) {
      const html = firstFrame(path, STATUS)!;
      expect(h1(html)).toBe(MAILBOXES_HEADING.title);
      expect(html).toContain(`<p class="text-sm text-muted">${MAILBOXES_HEADING.description}</p>`);
      // The loading line stays, for screen readers.
      expect(html).toContain(`<p role="status" class="sr-only">${STATUS}</p>`);
      expect(html).toMatch(/^<div class="min-h-dvh">\s*<header [^>]*>/);
      expect(html).toContain('<main class=');
    }
  });

  it('draws the DNS editor’s zone name from the address, in Unicode, under the link up', () => {
    const html = firstFrame('/dns/example.com', STATUS)!;
    expect(h1(html)).toBe('example.com');
    expect(html).toContain(`<li><a href="/dns">${DNS_ZONE_HEADING.up}</a>`);
    expect(h1(firstFrame('/dns/xn--bcher-kva.se', STATUS)!)).toBe('bücher.se');
    expect(h1(firstFrame('/dns/b%C3%BCcher.se/', STATUS)!)).toBe('bücher.se');
  });

  it('escapes what the address holds', () => {
    const html = firstFrame(`/dns/${encodeURIComponent('<script>alert("x")</script>&$&\'')}`, STATUS)!;
    expect(h1(html)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;$&amp;&#39;');
    expect(html).not.toContain('<script');
  });

  it('draws nothing for other screens, or an address that does not decode', () => {
    for (const path of ['/', '/dns', '/dns/', '/dns/a.com/records', '/email/logs', '/emails', '/dns/%E0%A4%A'])
      expect(firstFrame(path, STATUS)).toBeUndefined();
  });
});
