// Edits of a JSON value for the body twists: swap a value at any spot, add any key (even "__proto__"),
// always on copies, so the schema-built value the twist starts from stays as generated.

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function withKey(o: Record<string, unknown>, key: string, value: unknown) {
  const copy = { ...o };
  // defineProperty, so "__proto__" becomes an own key that JSON text carries.
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Every spot below the root where a value can be swapped: [key, key, ...]. */
export function nodePaths(v: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  if (prefix.length > 6) return out;
  if (Array.isArray(v)) v.forEach((x, i) => (out.push([...prefix, i]), nodePaths(x, [...prefix, i], out)));
  else if (isObject(v))
    for (const [k, x] of Object.entries(v)) {
      out.push([...prefix, k]);
      nodePaths(x, [...prefix, k], out);
    }
  return out;
}

export function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) return root.map((x, i) => (i === head ? setAt(x, rest, value) : x));
  if (isObject(root)) return withKey(root, String(head), setAt(root[head as string], rest, value));
  return root;
}
