// The mail HTML sanitiser against a corpus of known XSS and tracking vectors.
// The output is parsed the way a browser parses it (parse5 implements the HTML
// standard's parser, entity decoding included) and checked node by node:
// nothing executable and nothing that loads remote content may survive.
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING, REMOTE_IMAGE_BLOCKED, TRUNCATED_NOTICE, sanitizeHtml } from './sanitize-html';
import { reportedVectors, xssVectors } from './xss-vectors';

interface El {
  tagName: string;
  attrs: { name: string; value: string }[];
}
interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: El['attrs'];
  childNodes?: Node[];
  content?: Node;
}

function elements(html: string): El[] {
  const out: El[] = [];
  const walk = (n: Node) => {
    if (n.tagName && n.attrs) out.push({ tagName: n.tagName, attrs: n.attrs });
    n.childNodes?.forEach(walk);
    if (n.content) walk(n.content);
  };
  walk(parseFragment(html) as unknown as Node);
  return out;
}

// As a browser reads a URL: whitespace and control characters are ignored.
const squash = (s: string) => s.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();

const FORBIDDEN_TAGS = new Set(
  [
    ...['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'select'],
    ...['textarea', 'meta', 'base', 'link', 'style', 'svg', 'math', 'template', 'video', 'audio', 'source'],
    ...['picture', 'isindex', 'keygen', 'marquee', 'noscript', 'animate', 'set', 'use', 'foreignobject'],
  ].map((t) => t.toLowerCase()),
);
// Attributes that load something by themselves; none of them may be present.
const LOADING_ATTRIBUTES = ['srcset', 'background', 'poster', 'lowsrc', 'dynsrc', 'data', 'xlink:href', 'action'];
const LOADING_ATTRIBUTES_2 = ['formaction', 'ping', 'longdesc', 'usemap', 'codebase', 'classid', 'archive', 'srcdoc'];

function problems(output: string): string[] {
  const found: string[] = [];
  for (const el of elements(output)) {
    const tag = el.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of el.attrs) {
      const v = squash(value);
      const n = name.toLowerCase();
      if (n.startsWith('on')) found.push(`${tag} ${n}=`);
      if (/javascript:|vbscript:|data:text\/html|livescript:/.test(v)) found.push(`${tag} ${n}=${value}`);
      if ([...LOADING_ATTRIBUTES, ...LOADING_ATTRIBUTES_2].includes(n)) found.push(`${tag} ${n}=`);
      if (n === 'src' && !(tag === 'img' && /^(cid:|data:image\/(png|gif|jpe?g|webp|bmp);base64,)/.test(v))) {
        found.push(`${tag} src=${value}`);
      }
      if (n === 'href' && (tag !== 'a' || !/^(https?:|mailto:)/.test(v))) found.push(`${tag} href=${value}`);
      if (n === 'style' && /url\(|\\|expression|image-set|image\(|@import|\/\/|binding|behavior/.test(v)) {
        found.push(`${tag} style=${value}`);
      }
      if (/^(https?:)?\/\//.test(v) && n !== 'href') found.push(`${tag} ${n}=${value} (remote)`);
    }
    if (tag === 'a') {
      const attr = (k: string) => el.attrs.find((a) => a.name === k)?.value;
      if (attr('rel') !== 'noopener noreferrer' || attr('target') !== '_blank') found.push('a without rel/target');
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it('has a corpus of at least 40 vectors', () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(xssVectors.map((v) => v.name)).size).toBe(xssVectors.length);
  });

  it.each(xssVectors)('$name: nothing executable or remote survives', ({ html }) => {
    const out = sanitizeHtml(html);
    expect(problems(out)).toEqual([]);
    // Sanitising is stable: the output of the output is the same.
    expect(sanitizeHtml(out)).toBe(out);
    expect(problems(sanitizeHtml(out))).toEqual([]);
  });

  it.each(reportedVectors)('$name: comes back changed', ({ html }) => {
    expect(sanitizeHtml(html)).not.toBe(html);
  });

  it('the checker itself catches what the old sanitiser let through', () => {
    for (const { html } of reportedVectors) expect(problems(html)).not.toEqual([]);
  });

  it('reports blocked remote images in the alt text and keeps the original alt', () => {
    expect(sanitizeHtml('<img src="https://track.example/p.gif" alt="Logo">')).toBe(
      `<img alt="${REMOTE_IMAGE_BLOCKED} Logo" />`,
    );
    expect(sanitizeHtml('<img src="//track.example/p.gif">')).toContain(REMOTE_IMAGE_BLOCKED);
  });

  it('keeps ordinary mail formatting, tables, safe styles, links and inline images', () => {
    const html =
      '<h1>Hello</h1><p style="color: #333; font: 14px/1.5 Arial, sans-serif; text-align: center">Dear <b>Alex</b>, <i>thanks</i></p>' +
      '<table border="0" cellpadding="4" width="100%"><tr><td bgcolor="#eeeeee" colspan="2" valign="top">Total</td></tr></table>' +
      '<ul><li>one</li></ul><blockquote>quoted</blockquote>' +
      '<a href="https://shop.example/order?id=1&amp;x=2">Your order</a> <a href="mailto:help@shop.example">Help</a>' +
      '<img src="cid:logo@shop.example" alt="Shop"><img src="data:image/png;base64,iVBORw0KGgo=" width="10">';
    const out = sanitizeHtml(html);
    expect(problems(out)).toEqual([]);
    expect(out).toContain('<h1>Hello</h1>');
    expect(out).toContain('<b>Alex</b>');
    expect(out).toContain('style="color:#333;font:14px/1.5 Arial, sans-serif;text-align:center"');
    expect(out).toContain('<td bgcolor="#eeeeee" colspan="2" valign="top">Total</td>');
    expect(out).toContain(
      '<a href="https://shop.example/order?id=1&amp;x=2" target="_blank" rel="noopener noreferrer">Your order</a>',
    );
    expect(out).toContain('<a href="mailto:help@shop.example" target="_blank" rel="noopener noreferrer">Help</a>');
    expect(out).toContain('<img src="cid:logo@shop.example" alt="Shop" />');
    expect(out).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" width="10" />');
  });

  it('drops the text of script and style elements but keeps other text', () => {
    expect(sanitizeHtml('<style>p{color:red}</style><script>alert(1)</script><p>Body</p>')).toBe('<p>Body</p>');
    expect(sanitizeHtml('<custom-tag>kept text</custom-tag>')).toBe('kept text');
  });

  it('links that are not http, https or mailto lose their href', () => {
    for (const href of ['/logout', 'ftp://x.example/', 'tel:123', '//evil.example/', 'file:///etc/passwd']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    }
  });

  it('cuts a message where it nests deeper than browsers do, and says so', () => {
    const out = sanitizeHtml('<div>x'.repeat(100000));
    expect(out.match(/<div>/g)).toHaveLength(MAX_NESTING);
    expect(out).toContain(TRUNCATED_NOTICE);
    expect(problems(out)).toEqual([]);
    // Comments and raw text do not hide depth: the count comes from the parser itself.
    expect(sanitizeHtml('<div><!-- </div> -->'.repeat(10000))).toContain(TRUNCATED_NOTICE);
    const normal = '<table><tr><td><div><p>x</p></div></td></tr></table>'.repeat(1000);
    expect(sanitizeHtml(normal)).not.toContain(TRUNCATED_NOTICE);
  });

  it('completes on an unterminated tag followed by 100,000 spaces', () => {
    const out = sanitizeHtml('<img' + ' '.repeat(100000));
    expect(typeof out).toBe('string');
    expect(problems(out)).toEqual([]);
  });
});
