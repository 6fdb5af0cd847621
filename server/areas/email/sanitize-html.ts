// Mail HTML is hostile input. It is cleaned with the maintained `sanitize-html`
// package (a real HTML parser plus an allow-list), never with regular expressions:
// only formatting, tables, links and inline images survive. Nothing can run code,
// submit data or call home: no scripts, frames, forms, event handlers, and no
// remote content (remote `src`, `srcset`, protocol-relative `//host` URLs,
// `background=`, `poster=` and CSS `url(...)` are all dropped). A remote image is
// kept as an empty `<img>` whose alt text says it was blocked, so the reader sees it.
import { Parser } from 'htmlparser2';
import sanitize from 'sanitize-html';

export const REMOTE_IMAGE_BLOCKED = '[remote image blocked]';

/** Tags suitable for mail: text formatting, lists, tables, links and images. */
const ALLOWED_TAGS = [
  ...['a', 'abbr', 'acronym', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'big', 'blockquote', 'br'],
  ...['caption', 'center', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt'],
  ...['em', 'figcaption', 'figure', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i'],
  ...['img', 'ins', 'kbd', 'li', 'main', 'mark', 'nav', 'ol', 'p', 'pre', 'q', 's', 'samp', 'section', 'small'],
  ...['span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time'],
  ...['tr', 'tt', 'u', 'ul', 'var', 'wbr'],
];

/** Presentational attributes only: none of them can carry a URL or a script. */
const GLOBAL_ATTRIBUTES = ['align', 'dir', 'lang', 'title', 'style'];
const CELL_ATTRIBUTES = ['valign', 'bgcolor', 'width', 'height', 'colspan', 'rowspan', 'nowrap', 'abbr', 'scope'];
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  '*': GLOBAL_ATTRIBUTES,
  a: ['href', 'name', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'border', 'hspace', 'vspace'],
  font: ['color', 'face', 'size'],
  table: ['border', 'cellpadding', 'cellspacing', 'width', 'height', 'bgcolor', 'summary', 'frame', 'rules'],
  col: ['span', 'width', 'valign'],
  colgroup: ['span', 'width', 'valign'],
  tr: ['valign', 'bgcolor', 'height'],
  thead: ['valign'],
  tbody: ['valign'],
  tfoot: ['valign'],
  td: CELL_ATTRIBUTES,
  th: CELL_ATTRIBUTES,
  ol: ['start', 'type', 'reversed'],
  ul: ['type'],
  li: ['value', 'type'],
  hr: ['width', 'size', 'noshade', 'color'],
  time: ['datetime'],
  details: ['open'],
};

// A CSS value may use plain words, numbers, units, colours, quotes, commas and
// the colour functions; any other function (`url(`, `image-set(`, `expression(`,
// `var(`, …), backslash escapes, `@`, `;`, `{`, `<` and the like make it fail.
// `(` can only be matched inside a colour function and the function body cannot
// contain a letter, so there is one way to match and no costly backtracking.
const SAFE_VALUE = /^(?:[-\w\s#.,%'"!/+]|(?:rgba?|hsla?)\([\d\s.,%/+-]*\))*$/i;
const STYLE_PROPERTIES = [
  ...['color', 'background-color', 'font', 'font-family', 'font-size', 'font-style', 'font-weight'],
  ...['font-variant', 'line-height', 'letter-spacing', 'word-spacing', 'text-align', 'text-decoration'],
  ...['text-indent', 'text-transform', 'white-space', 'word-break', 'word-wrap', 'overflow-wrap', 'vertical-align'],
  ...['direction', 'display', 'width', 'min-width', 'max-width', 'height', 'min-height', 'max-height'],
  ...['margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left'],
  ...['padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left'],
  ...['border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-color', 'border-style'],
  ...['border-width', 'border-radius', 'border-collapse', 'border-spacing', 'list-style-type', 'table-layout'],
];
const ALLOWED_STYLES = { '*': Object.fromEntries(STYLE_PROPERTIES.map((p) => [p, [SAFE_VALUE]])) };

// Schemes are judged after entity decoding (the parser decodes attribute values)
// and with whitespace and control characters removed, as a browser would.
const squash = (url: string) =>
  url.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u3000\ufeff]/g, '');
const SAFE_LINK = /^(?:https?:|mailto:)/i;
const INLINE_IMAGE = /^(?:cid:|data:image\/(?:png|gif|jpe?g|webp|bmp);base64,)/i;

const options: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedStyles: ALLOWED_STYLES,
  allowedClasses: {},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['cid', 'data'] },
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Text inside these is dropped with the tag (a `<style>` sheet or `<title>` is not body text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'noembed', 'noframes', 'template'],
  transformTags: {
    // Links open outside the dashboard, without a referrer, and only to http, https or mailto.
    a: (tagName, { href, target: _target, rel: _rel, ...rest }) => {
      const attribs: sanitize.Attributes = {};
      if (href !== undefined && SAFE_LINK.test(squash(href))) attribs.href = href.trim();
      return { tagName, attribs: { ...attribs, ...rest, target: '_blank', rel: 'noopener noreferrer' } };
    },
    // Images only from the message itself (`cid:`) or inline (`data:image/...`).
    img: (tagName, { src, alt, ...rest }) => {
      const attribs: sanitize.Attributes = {};
      if (src !== undefined && INLINE_IMAGE.test(squash(src))) attribs.src = src.trim();
      if (src !== undefined && squash(src) && !attribs.src) {
        attribs.alt = alt?.trim() ? `${REMOTE_IMAGE_BLOCKED} ${alt.trim()}` : REMOTE_IMAGE_BLOCKED;
      } else if (alt !== undefined) attribs.alt = alt;
      return { tagName, attribs: { ...attribs, ...rest } };
    },
  },
};

// htmlparser2 (the parser inside sanitize-html) keeps its open elements in an
// array it grows at the front, so each start tag costs time in proportion to the
// depth: 100,000 unclosed `<div>`s (500 KB) take seconds. A first pass with the
// same parser and the same options counts the real depth through its events and
// stops at the first start tag that would go deeper than browsers nest (Chromium
// stops at 512); the message is cut there, before sanitising.
export const MAX_NESTING = 512;
export const TRUNCATED_NOTICE = '[message truncated: nested too deeply]';
const TOO_DEEP = new Error('too deep');

function cutAtNestingLimit(html: string): string {
  let depth = 0;
  let cut = -1;
  const parser: Parser = new Parser(
    {
      onopentagname() {
        if (++depth <= MAX_NESTING) return;
        cut = parser.startIndex;
        throw TOO_DEEP;
      },
      onclosetag() {
        depth--;
      },
    },
    { decodeEntities: true },
  );
  try {
    parser.write(html);
    parser.end();
  } catch (e) {
    if (e !== TOO_DEEP) throw e;
  }
  return cut < 0 ? html : `${html.slice(0, cut)} ${TRUNCATED_NOTICE}`;
}

export function sanitizeHtml(html: string): string {
  return sanitize(cutAtNestingLimit(html), options);
}
