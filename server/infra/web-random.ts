// The seeded randomness of the simulated web node: a generator per (seed, site,
// minute), so the same seed writes the same lines whether a period is generated
// in one go or minute by minute, and a site's traffic does not depend on which
// other sites exist.

/** FNV-1a, 32 bits: a fast, stable hash of a string (not for secrets). */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** An item by weight: [item, weight] pairs. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A Poisson count with mean `lambda` (Knuth; the means here are small). */
  poisson(lambda: number): number;
}

/** mulberry32, seeded by the hash of the given parts. */
export function rngFor(...parts: (string | number)[]): Rng {
  let a = hash32(parts.join('|'));
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(items) {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    poisson(lambda) {
      const limit = Math.exp(-lambda);
      let k = 0;
      let p = next();
      while (p > limit) {
        k++;
        p *= next();
      }
      return k;
    },
  };
  return rng;
}
