// Which scripts a dashboard address runs before its first screen, read from Vite's build
// manifest: the chunks of the routes the address matches (each route's loader and component,
// split by the router plugin) and every chunk they import. index.html names only the entry's;
// the browser would find the route's chunks only after the entry has run and the router has
// matched, a second wave of requests. The page names them up front instead (spa.ts), so they
// load beside the entry.
//
// Route files follow TanStack Router's file conventions (src/routes): `/` and `.` separate
// segments, `index` is the parent's own address, `$name` a parameter, `$` the rest of the path,
// `_name` a layout without a segment of its own, `(name)` a group, and `__root` is in the entry.

/** One chunk of `.vite/manifest.json` (the fields read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

type Segment = { kind: 'static'; value: string } | { kind: 'param' } | { kind: 'splat' };

interface RouteFile {
  /** The file's path under src/routes, without its extension: `_app/dns/$domain`. */
  file: string;
  /** The address segments it matches. */
  segments: Segment[];
  /** The manifest key of its split chunk. */
  key: string;
}

const ROUTES_DIR = 'src/routes/';

function segmentsOf(file: string): Segment[] {
  const out: Segment[] = [];
  for (const part of file.split(/[/.]/)) {
    if (part === 'index' || part === '' || part.startsWith('_') || /^\(.*\)$/.test(part)) continue;
    if (part === '$') out.push({ kind: 'splat' });
    else if (part.startsWith('$')) out.push({ kind: 'param' });
    // `[.]` escapes a character the conventions would otherwise read.
    else out.push({ kind: 'static', value: part.replace(/\[(.)\]/g, '$1').replace(/_$/, '') });
  }
  return out;
}

/** How well a route's segments match an address: undefined when not at all, else a rank (higher wins). */
function rank(segments: Segment[], parts: string[]): number[] | undefined {
  const score: number[] = [];
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    if (s.kind === 'splat') return [...score, 1];
    const part = parts[i];
    if (part === undefined) return undefined;
    if (s.kind === 'static') {
      if (s.value !== part) return undefined;
      score.push(3);
    } else score.push(2);
  }
  return parts.length === segments.length ? score : undefined;
}

const depth = (route: RouteFile) => route.file.split('/').length;

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return false;
};

/**
 * A function from an address's path to the scripts (URL paths, e.g. `/assets/email-x.js`) its
 * routes load beyond what index.html already names, in the order the router asks for them
 * (layouts first). An address no route matches gets none.
 */
export function routePreloads(manifest: Manifest, base = '/'): (pathname: string) => string[] {
  const routes: RouteFile[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const src = (chunk.src ?? key).split('?')[0]!;
    if (!src.startsWith(ROUTES_DIR) || chunk.isEntry) continue;
    const file = src.slice(ROUTES_DIR.length).replace(/\.[jt]sx?$/, '');
    if (file.startsWith('__')) continue;
    routes.push({ file, segments: segmentsOf(file), key });
  }
  const byFile = new Map(routes.map((r) => [r.file, r]));

  // What the entry loads already: index.html names it (and modulepreloads its imports).
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || loaded.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loaded);
  // A chunk can have more than one key: a code-splitting group's chunk (the shell) is keyed by its
  // name and by each route file or module imported dynamically that it holds (vite.config.ts's
  // manifestKeys). Each file is named once, and none that index.html names.
  const loadedFiles = new Set([...loaded].map((key) => manifest[key]!.file));

  return (pathname) => {
    let parts: string[];
    try {
      parts = pathname
        .split('/')
        .filter(Boolean)
        .map((p) => decodeURIComponent(p));
    } catch {
      return [];
    }
    let best: { route: RouteFile; score: number[] } | undefined;
    for (const route of routes) {
      const score = rank(route.segments, parts);
      // On a tie the deeper file wins: `_app/index.tsx` rather than its layout `_app.tsx`.
      if (!score) continue;
      if (!best || better(score, best.score) || (!better(best.score, score) && depth(route) > depth(best.route)))
        best = { route, score };
    }
    if (!best) return [];
    // The route's layouts (`_app.tsx` above `_app/email/index.tsx`), outermost first, then itself.
    const chain: RouteFile[] = [];
    const dirs = best.route.file.split('/');
    for (let i = 1; i < dirs.length; i++) {
      const layout = byFile.get(dirs.slice(0, i).join('/'));
      if (layout) chain.push(layout);
    }
    chain.push(best.route);
    const keys = new Set<string>();
    for (const route of chain) collect(route.key, keys);
    const files = new Set([...keys].map((key) => manifest[key]!.file).filter((file) => !loadedFiles.has(file)));
    return [...files].map((file) => base + file);
  };
}
