// One fuzzed HTTP request for one operation of the registry: a mostly valid
// request built from the operation's own zod schemas and the seeded estate,
// then (most of the time) broken in one way: a hostile path id, a hostile or
// missing query value, a missing, extra or wrong-typed body field, a body that
// is not JSON or is huge, odd content types, bad credentials, no CSRF header.
import fc from 'fast-check';
import type { Operation } from '@contract/operation';
import {
  brokenBodies,
  encodeUrlPart,
  hostilePathIds,
  hostileQueryValues,
  hostileValue,
  hugeBodies,
  toJsonText,
} from './hostile-values';
import { arbitraryFor, defOf, type Hint } from './zod-arbitrary';

export type CredKind =
  | 'token'
  | 'session'
  | 'session-no-csrf'
  | 'none'
  | 'unknown-token'
  | 'malformed-auth'
  | 'expired-token'
  | 'revoked-token';

export interface FuzzRequest {
  opId: string;
  method: string;
  /** Path and query string as sent, below the origin (`/api/v1/...`). */
  url: string;
  /** Raw body text; `huge` names a generator in hugeBodies instead, built only when sent. */
  body?: string;
  huge?: number;
  contentType?: string;
  cred: CredKind;
  /** Which seeded account's credential (index into the runner's accounts). */
  account: number;
  mutation: string;
  /** Whether the operation's own schemas accept params, query and body (computed before sending). */
  schemaValid: boolean;
}

type Mutation =
  | 'valid'
  | 'path-hostile'
  | 'query-hostile'
  | 'query-missing'
  | 'query-extra'
  | 'body-missing'
  | 'body-extra'
  | 'body-wrong-type'
  | 'body-not-object'
  | 'body-broken'
  | 'body-huge'
  | 'content-type'
  | 'auth'
  | 'csrf';

interface Twist {
  kind: Mutation;
  pick: number;
  value: unknown;
  queryValue: string;
  pathId: string;
  broken: string;
  huge: number;
  extraKey: string;
  contentType: string | undefined;
  badCred: CredKind;
}

const extraKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'extra',
  'is_admin',
  'account_id',
  'accountId',
  'id',
  '',
  '\u0000',
  'ünïcødé',
  'a'.repeat(300),
];
const contentTypes = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'application/json, text/plain',
  '\u0000',
];

/** `accounts`: weights of the credential's account (0 is the richest estate). */
export function requestArbitrary(
  op: Operation,
  hintFor: (account: number) => Hint,
  accountWeights: readonly number[],
): fc.Arbitrary<FuzzRequest> {
  const accountArb = fc.oneof(...accountWeights.map((weight, i) => ({ weight, arbitrary: fc.constant(i) })));
  const twistArb = fc.record<Twist>({
    kind: fc.oneof(...mutationsFor(op).map(([kind, weight]) => ({ weight, arbitrary: fc.constant(kind) }))),
    pick: fc.nat(),
    value: hostileValue,
    queryValue: hostileQueryValues,
    pathId: fc.constantFrom(...hostilePathIds),
    broken: fc.constantFrom(...brokenBodies),
    huge: fc.nat(hugeBodies.length - 1),
    extraKey: fc.constantFrom(...extraKeys),
    contentType: fc.constantFrom(...contentTypes),
    badCred: fc.constantFrom<CredKind>('none', 'unknown-token', 'malformed-auth', 'expired-token', 'revoked-token'),
  });
  // Built once per account: walking the schemas (and compiling regexes) per request would dominate the run.
  const parts = accountWeights.map((_, account) => {
    const hint = hintFor(account);
    return fc.record({
      params: op.params ? arbitraryFor(op.params, hint) : fc.constant({}),
      query: op.query ? arbitraryFor(op.query, hint) : fc.constant({}),
      body: op.body ? arbitraryFor(op.body, hint) : fc.constant(undefined),
    });
  });
  return fc
    .tuple(accountArb, credArb(op), twistArb)
    .chain(([account, cred, twist]) => parts[account]!.map((p) => ({ account, cred, twist, ...p })))
    .map(({ account, cred, twist, params, query, body }) =>
      build(op, account, cred, twist, params as Record<string, unknown>, query as Record<string, unknown>, body),
    );
}

function credArb(op: Operation): fc.Arbitrary<CredKind> {
  if (op.caller === 'public')
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant<CredKind>('none') },
      { weight: 1, arbitrary: fc.constantFrom<CredKind>('token', 'session') },
    );
  if (op.caller === 'session')
    return fc.oneof(
      { weight: 19, arbitrary: fc.constant<CredKind>('session') },
      { weight: 1, arbitrary: fc.constant<CredKind>('token') },
    );
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant<CredKind>('token') },
    { weight: 1, arbitrary: fc.constant<CredKind>('session') },
  );
}

function mutationsFor(op: Operation): [Mutation, number][] {
  const hasBody = !!op.body;
  const canSendBody = op.method !== 'GET';
  const out: [Mutation, number][] = [
    ['valid', 400],
    ['auth', 30],
  ];
  if (op.params) out.push(['path-hostile', 90]);
  if (op.query) out.push(['query-hostile', 90], ['query-missing', 30], ['query-extra', 20]);
  if (hasBody) out.push(['body-missing', 40], ['body-extra', 30], ['body-wrong-type', 120], ['body-not-object', 20]);
  if (canSendBody) out.push(['body-broken', 30], ['body-huge', 2], ['content-type', 15], ['csrf', 10]);
  return out;
}

function build(
  op: Operation,
  account: number,
  baseCred: CredKind,
  t: Twist,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
  body: unknown,
): FuzzRequest {
  const pathValues: Record<string, string> = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  let queryPairs: [string, string][] = queryToPairs(query);
  let jsonBody: unknown = body;
  let bodyText: string | undefined;
  let huge: number | undefined;
  let contentType: string | undefined = op.body ? 'application/json' : undefined;
  let cred = baseCred;
  // What was actually done: a twist with nothing to act on (no body key to drop) leaves a valid request.
  let mutation: string = t.kind;

  switch (t.kind) {
    case 'path-hostile': {
      const keys = Object.keys(pathValues);
      if (keys.length) pathValues[keys[t.pick % keys.length]!] = t.pathId;
      break;
    }
    case 'query-hostile': {
      const keys = Object.keys(defOf(op.query!).shape!);
      const key = keys[t.pick % keys.length]!;
      queryPairs = [...queryPairs.filter(([k]) => k !== key), [key, t.queryValue]];
      break;
    }
    case 'query-missing':
      if (queryPairs.length) {
        const key = queryPairs[t.pick % queryPairs.length]![0];
        queryPairs = queryPairs.filter(([k]) => k !== key);
      } else mutation = 'valid';
      break;
    case 'query-extra':
      // An unknown key, or a known key given twice (the server makes it an array).
      queryPairs =
        t.pick % 2 && queryPairs.length
          ? [...queryPairs, queryPairs[t.pick % queryPairs.length]!]
          : [...queryPairs, [t.extraKey || 'x', t.queryValue]];
      break;
    case 'body-missing':
      if (isObject(jsonBody)) {
        const keys = Object.keys(jsonBody);
        if (keys.length) {
          const copy = { ...jsonBody };
          delete copy[keys[t.pick % keys.length]!];
          jsonBody = copy;
        } else mutation = 'valid';
      } else mutation = 'valid';
      break;
    case 'body-extra':
      if (isObject(jsonBody)) jsonBody = withKey(jsonBody, t.extraKey, t.value);
      else mutation = 'valid';
      break;
    case 'body-wrong-type': {
      const spots = nodePaths(jsonBody);
      jsonBody = spots.length ? setAt(jsonBody, spots[t.pick % spots.length]!, t.value) : t.value;
      break;
    }
    case 'body-not-object':
      jsonBody = t.value;
      break;
    case 'body-broken':
      bodyText = t.broken;
      contentType = 'application/json';
      break;
    case 'body-huge':
      huge = t.huge;
      contentType = 'application/json';
      break;
    case 'content-type':
      contentType = t.contentType;
      break;
    case 'auth':
      cred = t.badCred;
      break;
    case 'csrf':
      if (cred === 'session') cred = 'session-no-csrf';
      else mutation = 'valid';
      break;
  }
  if (bodyText === undefined && huge === undefined && op.body && jsonBody !== undefined)
    bodyText = toJsonText(jsonBody);

  const path = op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeUrlPart(pathValues[k] ?? ''));
  const qs = queryPairs.map(([k, v]) => `${encodeUrlPart(k)}=${encodeUrlPart(v)}`).join('&');
  return {
    opId: op.id,
    method: op.method,
    url: `/api/v1${path}${qs ? `?${qs}` : ''}`,
    body: bodyText,
    huge,
    contentType: bodyText !== undefined || huge !== undefined ? contentType : undefined,
    cred,
    account,
    mutation,
    schemaValid: schemaValid(op, pathValues, queryPairs, bodyText, huge),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function withKey(o: Record<string, unknown>, key: string, value: unknown) {
  const copy = { ...o };
  // defineProperty, so "__proto__" becomes an own key that JSON text carries.
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Every spot below the root where a value can be swapped: [key, key, ...]. */
function nodePaths(v: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  if (prefix.length > 6) return out;
  if (Array.isArray(v)) v.forEach((x, i) => (out.push([...prefix, i]), nodePaths(x, [...prefix, i], out)));
  else if (isObject(v))
    for (const [k, x] of Object.entries(v)) {
      out.push([...prefix, k]);
      nodePaths(x, [...prefix, k], out);
    }
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) return root.map((x, i) => (i === head ? setAt(x, rest, value) : x));
  if (isObject(root)) return withKey(root, String(head), setAt(root[head as string], rest, value));
  return root;
}

/** Query values are strings; an array repeats its key. */
function queryToPairs(q: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null) continue;
    for (const x of Array.isArray(v) ? v : [v]) out.push([k, typeof x === 'object' ? JSON.stringify(x) : String(x)]);
  }
  return out;
}

const decode = (v: string) => {
  if (!v.startsWith('raw:')) return v;
  try {
    return decodeURIComponent(v.slice(4));
  } catch {
    return null;
  }
};

/** Would the operation's own schemas accept this request? (The server decodes the same way.) */
function schemaValid(
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

/** For reports: a request's body, cut short. */
export const shortBody = (r: FuzzRequest) =>
  r.huge !== undefined
    ? `<hugeBodies[${r.huge}]>`
    : r.body === undefined
      ? undefined
      : r.body.length > 300
        ? `${r.body.slice(0, 300)}… (${r.body.length} chars)`
        : r.body;
