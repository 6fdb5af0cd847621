// A request the operation's own schemas accept, with some fields pinned (the
// resource under test): drawn with fast-check from a fixed seed until one
// passes, so the matrices test ownership and scopes, not validation.
import fc from 'fast-check';
import type { Operation } from '@contract/operation';
import { encodeUrlPart } from './hostile-values';
import { arbitraryFor, type Hint } from './zod-arbitrary';

export type Where = 'path' | 'query' | 'body';

export interface BuiltRequest {
  method: string;
  /** Below the origin: `/api/v1/...?...`. */
  url: string;
  body?: unknown;
  /** The parts the URL was made of, to vary one at a time. */
  params: Record<string, string>;
  query: Record<string, string | string[]>;
}

/** Fields pinned by `${where}.${key}`. Returns null when no draw satisfies the schemas. */
export function buildValidRequest(
  op: Operation,
  pinned: Record<string, unknown>,
  hint: Hint,
  seed: number,
  tries = 300,
): BuiltRequest | null {
  const arb = fc.record({
    params: op.params ? arbitraryFor(op.params, hint) : fc.constant({}),
    query: op.query ? arbitraryFor(op.query, hint) : fc.constant({}),
    body: op.body ? arbitraryFor(op.body, hint) : fc.constant(undefined),
  });
  // Drawn ten at a time: generating all the tries up front costs more than the usual first hit.
  const draws = function* () {
    for (let chunk = 0; chunk * 10 < tries; chunk++)
      yield* fc.sample(arb, { seed: seed + chunk * 104_729, numRuns: 10 });
  };
  for (const draw of draws()) {
    const params = { ...(draw.params as Record<string, unknown>) };
    const query = { ...(draw.query as Record<string, unknown>) };
    let body = draw.body as unknown;
    for (const [at, value] of Object.entries(pinned)) {
      const [where, key] = split(at);
      if (where === 'path') params[key] = value;
      else if (where === 'query') query[key] = value;
      else body = { ...(isObject(body) ? body : {}), [key]: value };
    }
    const pathValues = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const queryValues = Object.fromEntries(
      Object.entries(query)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
    );
    if (op.params && !op.params.safeParse(pathValues).success) continue;
    // Optional filters and cursors left out where the schema allows: the request is about the resource.
    for (const k of Object.keys(queryValues)) {
      if (`query.${k}` in pinned) continue;
      const without = { ...queryValues };
      delete without[k];
      if (op.query?.safeParse(without).success) delete queryValues[k];
    }
    if (op.query && !op.query.safeParse(queryValues).success) continue;
    if (op.body && !op.body.safeParse(body ?? {}).success) continue;
    return {
      method: op.method,
      url: urlOf(op, pathValues, queryValues),
      body: op.body ? (body ?? {}) : undefined,
      params: pathValues,
      query: queryValues,
    };
  }
  return null;
}

export function urlOf(op: Operation, params: Record<string, string>, query: Record<string, string | string[]>) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeUrlPart(params[k] ?? ''));
  const qs = Object.entries(query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encodeUrlPart(k)}=${encodeUrlPart(x)}`))
    .join('&');
  return `/api/v1${path}${qs ? `?${qs}` : ''}`;
}

const split = (at: string): [Where, string] => {
  const i = at.indexOf('.');
  return [at.slice(0, i) as Where, at.slice(i + 1)];
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
