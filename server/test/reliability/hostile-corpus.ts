// The fuzzer draws its hostile values at random; this sends each of them to
// every built operation, one spot at a time, on an otherwise valid request:
// every hostile path id in every path param, every broken and huge body,
// a set of hostile query values in every query key and of hostile JSON values
// in every top-level body field. Each known failure class is then hit on every
// run, not only when a seed happens to draw it.
import type { Operation } from '@contract/operation';
import { brokenBodies, hostileNumbers, hostilePathIds, hugeBodies, RawJson, toJsonText } from './hostile-values';
import type { CredKind, FuzzRequest } from './fuzz-request';
import { urlOf, type BuiltRequest } from './request-builder';

/** A handful of each kind: control and odd Unicode, numbers past every integer type, unicode digits. */
const queryValues = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  '👩‍👩‍👧‍👦',
  'a'.repeat(10_000),
  '999999999999999999999',
  '2147483648',
  '-1',
  '١٢٣',
  'raw:%00',
  'raw:%ff',
  'raw:..%2f',
];

const bodyValues: unknown[] = [
  '\u0000',
  'x\ud800y',
  '\u202e\u200f',
  'a'.repeat(10_000),
  '',
  null,
  true,
  [],
  {},
  ...['1e400', '-1', '1.5', '9223372036854775808', '999999999999999999999', '2147483648'].map(
    (t) => hostileNumbers.find((n) => n.text === t) ?? new RawJson(t),
  ),
];

export function corpusFor(op: Operation, base: BuiltRequest, cred: CredKind): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const req = (mutation: string, url: string, body?: string, huge?: number): FuzzRequest => ({
    opId: op.id,
    method: op.method,
    url,
    body,
    huge,
    contentType: body !== undefined || huge !== undefined ? 'application/json' : undefined,
    cred,
    account: 0,
    mutation,
    schemaValid: false,
  });
  const baseBody = base.body === undefined ? undefined : toJsonText(base.body);

  for (const key of Object.keys(base.params))
    for (const id of hostilePathIds)
      out.push(req(`path ${key}`, urlOf(op, { ...base.params, [key]: id }, base.query), baseBody));

  for (const key of Object.keys(op.query ? (op.query.shape as object) : {}))
    for (const v of queryValues)
      out.push(req(`query ${key}`, urlOf(op, base.params, { ...base.query, [key]: v }), baseBody));

  if (op.method !== 'GET') {
    for (const b of brokenBodies) out.push(req('broken body', base.url, b));
    hugeBodies.forEach((_, i) => out.push(req('huge body', base.url, undefined, i)));
  }

  if (base.body && typeof base.body === 'object' && !Array.isArray(base.body))
    for (const key of Object.keys(base.body))
      for (const v of bodyValues) out.push(req(`body ${key}`, base.url, toJsonText({ ...base.body, [key]: v })));

  return out;
}
