// Typo-tolerant matching for the command palette's sources ("invocies" finds Invoices), and the
// verbs of their actions. Only the palette's chunk and the areas' lazy sources import this file,
// and Fuse.js itself loads the first time something is filtered: neither is in the first load.

/** A field of an item the fuzzy filter searches, and how much a match there counts. */
export interface FuzzyKey<T> {
  name: string;
  get: (item: T) => string | string[] | undefined;
  weight?: number;
}

// Fuse.js loads the first time the palette filters, never with the shell's entry chunk.
let fuseModule: Promise<typeof import('fuse.js')> | undefined;
const loadFuse = () =>
  (fuseModule ??= import('fuse.js').catch((error: unknown) => {
    fuseModule = undefined; // a failed chunk load is retried on the next query
    throw error;
  }));

/**
 * How loose a match may be: a typo is one letter in several, so a short query ("dom", "pay") must
 * match nearly as typed or it matches half the list; a longer one tolerates a swapped pair.
 */
const thresholdFor = (q: string) => (q.length < 4 ? 0.1 : 0.4);

const normalise = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The items that match the query, best first, tolerating typos ("invocies" finds Invoices).
 * An empty query keeps every item in its order. An exact match on the first key ranks first,
 * then a prefix of it, then whatever Fuse.js scores best.
 */
export async function fuzzyFilter<T>(items: readonly T[], keys: FuzzyKey<T>[], query: string): Promise<T[]> {
  const q = normalise(query);
  if (!q) return [...items];
  const { default: Fuse } = await loadFuse();
  const fuse = new Fuse(items, {
    keys: keys.map((k) => ({ name: k.name, getFn: k.get, weight: k.weight ?? 1 })),
    includeScore: true,
    ignoreLocation: true,
    ignoreDiacritics: true,
    threshold: thresholdFor(q),
  });
  const primary = (item: T) => {
    const value = keys[0]?.get(item);
    return (Array.isArray(value) ? value : [value ?? '']).map(normalise);
  };
  const rank = (item: T) => {
    const values = primary(item);
    if (values.some((v) => v === q)) return 0;
    if (values.some((v) => v.startsWith(q))) return 1;
    if (values.some((v) => v.split(/[\s.@/-]+/).some((w) => w.startsWith(q)))) return 2;
    return 3;
  };
  return fuse
    .search(q)
    .map((r) => ({ item: r.item, rank: rank(r.item), score: r.score ?? 1, index: r.refIndex }))
    .sort((a, b) => a.rank - b.rank || a.score - b.score || a.index - b.index)
    .map((r) => r.item);
}

/**
 * An action's verb in the query ("renew nordlight.se", "open console of build-01"): whether one of
 * `verbs` was typed, and the rest of the query with the verbs and filler words taken out, to match
 * the resource on. The verbs are the source's own fixed words, never the customer's.
 */
export function splitVerb(query: string, verbs: readonly string[]): { asked: boolean; rest: string } {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const isVerb = (w: string) => verbs.includes(w.toLowerCase());
  const filler = new Set(['a', 'an', 'the', 'of', 'to', 'for', 'on']);
  return {
    asked: words.some(isVerb),
    rest: words.filter((w) => !isVerb(w) && !filler.has(w.toLowerCase())).join(' '),
  };
}
