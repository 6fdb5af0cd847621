// The dashboard's scripts are requested once the page has painted its first frame, not while the
// browser still waits for the stylesheet (ADR 020, issue 34). On a slow connection the preload
// scanner would fetch the entry and every chunk it names (some 140 KiB) beside the stylesheet, and
// the first frame (the loading line, or a screen's heading) would wait for all of it to share the
// line. So the served page names them in a JSON data block instead of tags, and public/boot.js,
// which runs before the first paint, adds the tags after it: the same requests, in parallel, a
// frame later. The stylesheet stays a tag, before the block, so the first frame is styled.
// The Vite dev server serves its own index.html and is not affected.
import { APP_SCRIPTS_ID } from '@contract/served-session';
import { dataBlock } from './data-block';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html (as the build wrote it) with its module script and preloads, then `routeChunks`, moved
 * into the data block at the end of its head, each named once; unchanged if it has no module script.
 */
export function scriptsAfterPaint(html: string, routeChunks: readonly string[]): string {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const preload: string[] = [];
  const page = html.replace(entry[0], '').replace(PRELOAD, (_tag, href: string) => {
    preload.push(href);
    return '';
  });
  for (const href of routeChunks) if (!preload.includes(href)) preload.push(href);
  return page.replace('</head>', () => `${dataBlock(`id="${APP_SCRIPTS_ID}"`, { entry: entry[1], preload })}</head>`);
}
