// Whether a fuzzed request is one the operation's own schemas accept, decoded as the server decodes
// it: the run report counts those, and how many of them got a 2xx, to show how much of the fuzzing gets
// past validation into the handlers.
import type { Operation } from '@contract/operation';

const decode = (v: string) => {
  if (!v.startsWith('raw:')) return v;
  try {
    return decodeURIComponent(v.slice(4));
  } catch {
    return null;
  }
};

/** Would the operation's own schemas accept this request? (The server decodes the same way.) */
export function schemaValid(
  op: Operation,
  params: Record<string, string>,
  query: [string, string][],
  bodyText: string | undefined,
  huge: number | undefined,
): boolean {
  if (huge !== undefined) return false;
  const decodedParams: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    const d = decode(v);
    if (d === null || d === '') return false;
    decodedParams[k] = d;
  }
  if (op.params && !op.params.safeParse(decodedParams).success) return false;
  if (op.query) {
    const q: Record<string, string | string[]> = {};
    for (const [k, raw] of query) {
      const v = decode(raw);
      if (v === null) return false;
      const prev = q[k];
      q[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    if (!op.query.safeParse(q).success) return false;
  }
  if (op.body) {
    let json: unknown = {};
    if (bodyText?.trim()) {
      try {
        json = JSON.parse(bodyText);
      } catch {
        return false;
      }
    }
    if (!op.body.safeParse(json).success) return false;
  }
  return true;
}
