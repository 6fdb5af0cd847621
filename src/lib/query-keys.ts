// The key shape of every cached answer: [area, 'list' | 'detail', params].
// Each area builds its keys.ts from this, so queries and mutations share one
// definition of every key. Params with an undefined value are left out: the
// hash ignores them anyway, and a prefix key with `{ input: undefined }`
// would not match `{ input: 'x' }` when invalidating.
import type { Area } from '@contract/operation';

function defined<P extends object>(params: P): P {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out[k] = v;
  return out as P;
}

export function areaKeys<const A extends Area>(area: A) {
  return {
    /** Everything the area has cached. */
    all: () => [area] as const,
    /** Every list of the area (any kind, any filters). */
    lists: () => [area, 'list'] as const,
    /** Every detail of the area. */
    details: () => [area, 'detail'] as const,
    list: <const P extends object>(params: P) => [area, 'list', defined(params)] as const,
    detail: <const P extends object>(params: P) => [area, 'detail', defined(params)] as const,
  };
}
