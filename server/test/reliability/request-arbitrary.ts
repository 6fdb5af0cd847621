// One fuzzed HTTP request for one operation of the registry: a mostly valid
// request built from the operation's own zod schemas and the seeded estate,
// then (most of the time) broken in one way: a hostile path id, a hostile or
// missing query value, a missing, extra or wrong-typed body field, a body that
// is not JSON or is huge, odd content types, bad credentials, no CSRF header.
import fc from 'fast-check';
import type { Operation } from '@contract/operation';
import type { CredKind, FuzzRequest } from './fuzz-request';
import { brokenBodies, hostilePathIds, hostileQueryValues, hostileValue, hugeBodies } from './hostile-values';
import { build, contentTypes, extraKeys, mutationsFor, type Twist } from './request-twists';
import { arbitraryFor, type Hint } from './zod-arbitrary';

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
