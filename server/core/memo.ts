// Pure functions of a short string, remembered: the client address's budget key and an `input`'s
// domain names are worked out on nearly every call (an IP parse and a hash; a domain-name parse),
// from a handful of distinct values. A bound on memory, not on correctness: past it the memory
// starts again empty.
const MAX_ENTRIES = 10_000;

/** `fn` with its answers kept by argument; a throw is not kept, so it is thrown afresh each call. */
export function memoize<T>(fn: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    const hit = kept.get(key);
    if (hit !== undefined || kept.has(key)) return hit as T;
    const value = fn(key);
    if (kept.size >= MAX_ENTRIES) kept.clear();
    kept.set(key, value);
    return value;
  };
}
