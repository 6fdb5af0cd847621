// The one way a fuzzed request is broken (or not): the mutations each operation can take, with their
// weights, and build(), which applies one to the schema-built params, query and body and renders the
// request as sent.
import type { Operation } from '@contract/operation';
import type { CredKind, FuzzRequest } from './fuzz-request';
import { encodeUrlPart, toJsonText } from './hostile-values';
import { isObject, nodePaths, setAt, withKey } from './json-edits';
import { schemaValid } from './request-validity';
import { defOf } from './zod-arbitrary';

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

export interface Twist {
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

export const extraKeys = [
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
export const contentTypes = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'application/json, text/plain',
  '\u0000',
];

export function mutationsFor(op: Operation): [Mutation, number][] {
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

export function build(
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

/** Query values are strings; an array repeats its key. */
function queryToPairs(q: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null) continue;
    for (const x of Array.isArray(v) ? v : [v]) out.push([k, typeof x === 'object' ? JSON.stringify(x) : String(x)]);
  }
  return out;
}
