// Mail HTML is shown inside the dashboard: drop everything that can run code,
// submit data or call home (scripts, frames, forms, event handlers, remote images).
const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|form|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
const DROP_TAGS =
  /<\/?(script|style|iframe|object|embed|form|input|button|select|textarea|link|meta|base|frame|frameset|svg|math)\b[^>]*>/gi;
const EVENT_ATTR = /\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const JS_URL =
  /\s+(href|src|action|formaction|xlink:href)\s*=\s*("\s*(javascript|vbscript|data):[^"]*"|'\s*(javascript|vbscript|data):[^']*'|(javascript|vbscript|data):[^\s>]+)/gi;
const REMOTE_IMG = /(<img\b[^>]*?)\s+src\s*=\s*("https?:[^"]*"|'https?:[^']*'|https?:[^\s>]+)/gi;

export function sanitizeHtml(html: string): string {
  return html
    .replace(DROP_WITH_CONTENT, '')
    .replace(DROP_TAGS, '')
    .replace(EVENT_ATTR, '')
    .replace(JS_URL, '')
    .replace(REMOTE_IMG, '$1 alt="[remote image blocked]"');
}
