// Scope matrix (issue 17), generated from the registry: for every operation a
// token may call, and each scope it requires, a token with every scope but that
// one (made through POST /account/tokens, as a person would) is refused with
// 403 insufficient_scope naming the scope, and changes nothing. Unbuilt
// operations are in the matrix too: the scope gate comes before their 501.
// A token with exactly the operation's scopes passes the gate (the control).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '@contract/operation';
import { operations } from '@contract/registry';
import { scopeNames, type ScopeName } from '@contract/scopes';
import { startApi, type TestApi } from '@server/test/harness';
import { isBuilt } from './built-operations';
import { changedTables, digest, type Digest } from './db-digest';
import { noLimits } from './fuzz-world';
import { cast, sendAs, tokenVia, type Cast, type Caller } from './matrix-callers';
import { ownerRequests } from './owner-requests';
import { poolHint } from './pool-hints';
import { buildValidRequest, type BuiltRequest } from './request-builder';
import { readPool, type Pool } from './resource-pool';
import { refsOf } from './resource-refs';

let api: TestApi;
let people: Cast;
let pool: Pool;
/** For each scope, a token of the owner's account with all the other scopes. */
const lacking = new Map<ScopeName, string>();

beforeAll(async () => {
  api = await startApi(noLimits);
  people = await cast(api, scopeNames);
  pool = await readPool(api.db);
  for (const s of scopeNames)
    lacking.set(
      s,
      await tokenVia(
        api,
        people.ownerSession,
        scopeNames.filter((x) => x !== s),
        `all but ${s}`,
      ),
    );
}, 120_000);
afterAll(() => api?.close());

// Session-only operations are refused to every token (session_required); a session carries all scopes.
const gated = operations.filter((op) => op.scopes.length > 0 && op.caller !== 'session');
const sessionOnlyWithScopes = operations.filter((op) => op.scopes.length > 0 && op.caller === 'session');
const figures = { cells: 0, builtCells: 0, validRequests: 0, controls: new Map<number, number>() };

const owner = (secret: string): Caller => ({ name: 'owner', kind: 'token', secret, acting: people.ownerId });

/** The owner's request, valid by the schemas where one can be drawn; the gate must not depend on it. */
const drawn = new Map<string, BuiltRequest>();
function requestFor(op: Operation, seed: number): BuiltRequest {
  const known = drawn.get(op.id);
  if (known) return known;
  const req = drawRequest(op, seed);
  drawn.set(op.id, req);
  return req;
}

function drawRequest(op: Operation, seed: number): BuiltRequest {
  const refs = refsOf(op);
  const named = refs.length && refs.every((r) => !r.kind.startsWith('unmapped:'));
  const valid = named
    ? ownerRequests(op, refs, pool, people.ownerId, seed)[0]?.req
    : buildValidRequest(op, {}, poolHint(pool, people.ownerId), seed);
  if (valid) {
    figures.validRequests++;
    return valid;
  }
  const path = op.path.replace(/\{\w+\}/g, '1');
  return { method: op.method, url: `/api/v1${path}`, body: op.body ? {} : undefined, params: {}, query: {} };
}

/** The scopes this request needs: the operation's, and its `writesWhen` scopes when the query makes it a write. */
function scopesOf(op: Operation, req: BuiltRequest): string[] {
  const w = op.writesWhen;
  const writing = w && w.values.includes(new URL(req.url, 'http://sandbox.test').searchParams.get(w.query) ?? '');
  return writing ? [...new Set([...op.scopes, ...w.scopes])] : [...op.scopes];
}

let lastDigest: Digest | null = null;

describe('scope matrix', () => {
  for (const [index, op] of gated.entries()) {
    // A cell checks what happened, not how fast: beside the browser tests on CI's two cores one took 15 s.
    const name = `${op.id} (${op.method} ${op.path}) needs ${op.scopes.join(' + ')}${isBuilt(op) ? '' : ' [not built yet]'}`;
    it(name, { timeout: 120_000 }, async () => {
      const req = requestFor(op, 7000 + index);
      const problems: string[] = [];
      for (const scope of scopesOf(op, req)) {
        const before = lastDigest ?? (await digest(api.db));
        const r = await sendAs(api, owner(lacking.get(scope as ScopeName)!), req);
        lastDigest = await digest(api.db);
        figures.cells++;
        if (isBuilt(op)) figures.builtCells++;
        if (r.status !== 403 || r.code !== 'insufficient_scope' || !r.detail?.includes(scope))
          problems.push(
            `without ${scope}: ${req.method} ${req.url} → ${r.status} ${r.code} ${r.detail ?? r.text.slice(0, 120)}`,
          );
        const changed = changedTables(before, lastDigest);
        if (changed.length) problems.push(`without ${scope}: changed ${changed.join(', ')}`);
      }
      expect(problems).toEqual([]);
    });
  }

  // Last, because a write that passes the gate runs: a token with exactly the operation's scopes is not refused for scope.
  it('a token with exactly the required scopes passes the scope gate of every operation', async () => {
    const exact = new Map<string, string>();
    const refused: string[] = [];
    for (const [index, op] of gated.entries()) {
      const req = requestFor(op, 7000 + index);
      const scopes = scopesOf(op, req);
      const key = [...scopes].sort().join(' ');
      if (!exact.has(key))
        exact.set(key, await tokenVia(api, people.ownerSession, scopes as ScopeName[], `exactly ${key}`));
      const r = await sendAs(api, owner(exact.get(key)!), req);
      figures.controls.set(r.status, (figures.controls.get(r.status) ?? 0) + 1);
      if (r.code === 'insufficient_scope') refused.push(`${op.id}: ${r.detail}`);
    }
    expect(refused).toEqual([]);
    // One call per operation, one after another, writes run for real: ~280 calls, past vitest's 30 s default
    // when the browser tests share the cores (CI runs this file beside them).
  }, 180_000);

  afterAll(() => {
    const builtOps = gated.filter(isBuilt).length;
    console.log(
      [
        `Scope matrix: ${gated.length} operations with required scopes (${builtOps} built, ${gated.length - builtOps} not built yet) × each required scope = ${figures.cells} cells (${figures.builtCells} on built operations), each with a database fingerprint before and after`,
        `  requests valid by the operation's schemas: ${figures.validRequests} of ${drawn.size} (the scope gate comes before validation either way)`,
        `  control, a token with exactly the required scopes, answered: ${[...figures.controls].map(([s, n]) => `${s}:${n}`).join(' ')}`,
        `  not in the matrix: ${sessionOnlyWithScopes.length} session-only operations with scopes (${sessionOnlyWithScopes.map((o) => o.id).join(', ')}); a session carries every scope and tokens get session_required`,
      ].join('\n'),
    );
  });
});
