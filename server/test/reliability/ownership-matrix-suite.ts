// Ownership matrix (issue 17), generated from the registry: every built
// operation that names a resource is called with the owner's resource by an
// unrelated account's token and session, by a guest (token and session) of
// another account who was never invited to the owner's, and by a revoked guest
// of the owner's (its switched session and the token it minted there, issue 30).
// Each must be refused with 403 not_owned / domain_not_owned (404 only where the
// spec hides the resource: the account's own guests and tokens; 401 for the
// revoked guest, on every operation), and the database must be unchanged. Requests that mix the attacker's own resources with one of the
// owner's must be refused too, again changing nothing.
// The operations are dealt over several test files (ownership-matrix-part*.test.ts), each with its own world, so
// the two test workers share the matrix rather than one of them running it all while the other runs out of files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemCodes } from '@contract/problems';
import type { Operation } from '@contract/operation';
import { operations } from '@contract/registry';
import { scopeNames as ALL_SCOPES } from '@contract/scopes';
import { runDueJobs } from '@server/core/jobs';
import { startApi, type TestApi } from '@server/test/harness';
import { isBuilt } from './built-operations';
import { changedTables, digest, type Digest } from './db-digest';
import { noLimits } from './fuzz-world';
import { cast, sendAs, type Cast, type Caller, type Reply } from './matrix-callers';
import { poolHint } from './pool-hints';
import { buildValidRequest, type BuiltRequest } from './request-builder';
import { ownerRequests } from './owner-requests';
import { readPool, type Pool } from './resource-pool';
import { hiddenKinds, refsOf, valuesOf, type RefKind } from './resource-refs';

const withRefs = operations.map((op) => ({ op, refs: refsOf(op) })).filter((x) => x.refs.length > 0);
const built = withRefs.filter((x) => isBuilt(x.op));
const notBuilt = withRefs.filter((x) => !isBuilt(x.op)).map((x) => x.op.id);

// owner_only: a guest (the guest callers act in Berg as guests) is refused the guest list before any lookup.
const ownershipCodes = new Set(['not_owned', 'domain_not_owned', 'owner_only']);
const unauthorizedCodes = new Set(
  Object.entries(problemCodes)
    .filter(([, s]) => s === 401)
    .map(([c]) => c),
);
/** A revoked guest's leftovers are refused as credentials, before anything is looked at. */
const refusedAsRevoked = (r: Reply) => r.status === 401 && unauthorizedCodes.has(r.code ?? '');
const notFoundCodes = new Set(
  Object.entries(problemCodes)
    .filter(([, s]) => s === 404)
    .map(([c]) => c),
);

const mayCall = (op: Operation, c: Caller) => op.caller !== 'session' || c.kind === 'session';

const show = (r: Reply) => `${r.status} ${r.code ?? ''} ${r.detail ?? r.text.slice(0, 120)}`.trim();

/**
 * A cell sends up to some thirty requests, each with a fingerprint of the database before and after.
 * Beside the browser tests on CI's two cores the DNS cells took up to 34 s (4 s on a quiet machine):
 * a cell checks what happened, not how fast, so it may take its time.
 */
const CELL_TIMEOUT_MS = 120_000;

/** The ownership matrix for part `part` (1-based) of `parts` of the operations, dealt in turn. */
export function ownershipMatrixPart(part: number, parts: number) {
  let api: TestApi;
  let people: Cast;
  let pool: Pool;

  beforeAll(async () => {
    api = await startApi(noLimits);
    people = await cast(api, ALL_SCOPES);
    // The seed's reminder job tells the demo's state, so every account has notifications to name.
    await runDueJobs(api.deps);
    pool = await readPool(api.db);
  }, 120_000);
  afterAll(() => api?.close());

  const inPart = (index: number) => index % parts === part - 1;
  const figures = {
    operations: 0,
    cells: 0,
    requests: 0,
    hidden404: new Set<string>(),
    controls: new Map<number, number>(),
    mixed: new Map<string, number>(),
  };
  const gaps: string[] = [];

  // The fingerprint after one attack is the one before the next: nothing else writes in between.
  let lastDigest: Digest | null = null;

  async function attack(caller: Caller, req: BuiltRequest): Promise<{ reply: Reply; changed: string[] }> {
    const before = lastDigest ?? (await digest(api.db));
    const reply = await sendAs(api, caller, req);
    lastDigest = await digest(api.db);
    figures.requests++;
    return { reply, changed: changedTables(before, lastDigest) };
  }

  describe(`ownership matrix, part ${part} of ${parts}`, () => {
    for (const [index, { op, refs }] of built.entries()) {
      if (!inPart(index)) continue;
      const name = `${op.id} (${op.method} ${op.path}; ${refs.map((r) => `${r.at}: ${r.kind}`).join(', ')})`;
      it(name, { timeout: CELL_TIMEOUT_MS }, async () => {
        const owner = pool.byAccount.get(people.ownerId)!;
        const problems: string[] = [];
        const unmapped = refs.filter(
          (r) => r.kind.startsWith('unmapped:') || !valuesOf(r.kind as RefKind, owner).length,
        );
        if (unmapped.length) {
          gaps.push(`${op.id}: no owner resource for ${unmapped.map((r) => `${r.at} (${r.kind})`).join(', ')}`);
          return;
        }
        const requests = ownerRequests(op, refs, pool, people.ownerId, 1000 * index);
        if (!requests.length) {
          gaps.push(`${op.id}: no request the schemas accept could be drawn with the owner's resources`);
          return;
        }
        const hidden = refs.some((r) => hiddenKinds.has(r.kind));
        const callers = people.attackers.filter((c) => mayCall(op, c));
        figures.operations++;
        figures.cells += callers.length;

        for (const { pinned, req } of requests) {
          for (const caller of callers) {
            const { reply, changed } = await attack(caller, req);
            const refused = caller.revoked
              ? refusedAsRevoked(reply)
              : (reply.status === 403 && ownershipCodes.has(reply.code ?? '')) ||
                (hidden && reply.status === 404 && notFoundCodes.has(reply.code ?? ''));
            if (hidden && reply.status === 404) figures.hidden404.add(op.id);
            if (!refused)
              problems.push(`${caller.name} with ${JSON.stringify(pinned)}: ${req.method} ${req.url} → ${show(reply)}`);
            if (changed.length)
              problems.push(`${caller.name} with ${JSON.stringify(pinned)} changed ${changed.join(', ')}`);
          }
          // A read by the owner shows the request named a real resource, so the refusals above mean something.
          if (op.method === 'GET') {
            const own = await sendAs(
              api,
              { name: 'owner', kind: 'token', secret: people.ownerToken, acting: people.ownerId },
              req,
            );
            lastDigest = null;
            figures.controls.set(own.status, (figures.controls.get(own.status) ?? 0) + 1);
            // A 422 here is the handler's own check after ownership (the attackers got their 403 first).
            if (own.status === 401 || own.status === 403)
              problems.push(`the owner's own ${req.method} ${req.url} → ${show(own)} (the set-up is wrong)`);
          }
        }

        // Mixed: the attacker's own resources, with one of them swapped for the owner's.
        if (refs.length > 1) {
          for (const caller of callers.filter((c) => !c.revoked)) {
            const mine = pool.byAccount.get(caller.acting)!;
            for (const swapped of refs) {
              const pinned: Record<string, unknown> = {};
              let possible = true;
              for (const r of refs) {
                const v = valuesOf(r.kind as RefKind, r === swapped ? owner : mine)[0];
                if (v === undefined) possible = false;
                pinned[r.at] = v;
              }
              if (!possible) continue;
              const req = buildValidRequest(op, pinned, poolHint(pool, caller.acting), 1000 * index + 500);
              if (!req) continue;
              const { reply, changed } = await attack(caller, req);
              const outcome = `${reply.status} ${reply.code ?? ''}`.trim();
              figures.mixed.set(outcome, (figures.mixed.get(outcome) ?? 0) + 1);
              if (reply.status < 400 || reply.status >= 500 || reply.status === 401 || reply.status === 429)
                problems.push(
                  `${caller.name}, own resources but the owner's ${swapped.at}: ${req.method} ${req.url} → ${show(reply)}`,
                );
              if (changed.length) problems.push(`${caller.name}, owner's ${swapped.at}: changed ${changed.join(', ')}`);
            }
          }
        }
        expect(problems).toEqual([]);
      });
    }

    it(
      "refuses a revoked guest's session and leftover token on every built operation of this part, changing nothing",
      { timeout: 600_000 },
      async () => {
        const revoked = people.attackers.filter((c) => c.revoked);
        expect(revoked.map((c) => c.kind).sort()).toEqual(['session', 'token']);
        const problems: string[] = [];
        const before = await digest(api.db);
        for (const [index, op] of operations.entries()) {
          if (!isBuilt(op) || op.caller === 'public' || !inPart(index)) continue;
          const req = buildValidRequest(op, {}, poolHint(pool, people.ownerId), 7000 + index);
          if (!req) continue;
          for (const caller of revoked) {
            const reply = await sendAs(api, caller, req);
            if (!refusedAsRevoked(reply)) problems.push(`${caller.name}: ${req.method} ${req.url} → ${show(reply)}`);
          }
        }
        lastDigest = null;
        expect(changedTables(before, await digest(api.db))).toEqual([]);
        expect(problems).toEqual([]);
      },
    );

    it('covers every built operation that names a resource (a gap means the pool or refs table needs the new kind)', () => {
      expect(gaps).toEqual([]);
    });

    afterAll(() => {
      const controls = [...figures.controls].map(([s, n]) => `${s}:${n}`).join(' ');
      console.log(
        [
          `Ownership matrix, part ${part} of ${parts}: ${figures.operations} built operations that name a resource × up to ${people?.attackers.length ?? 0} callers = ${figures.cells} cells, ${figures.requests} attack requests, each with a database fingerprint before and after`,
          `  callers: ${people?.attackers.map((c) => c.name).join(', ')}`,
          `  404 accepted (resource hidden by the spec) for: ${[...figures.hidden404].sort().join(', ') || 'none'}`,
          `  owner's control reads: ${controls}`,
          `  mixed requests (attacker's own resources, one of the owner's): ${[...figures.mixed].map(([s, n]) => `${s}:${n}`).join(', ')}`,
          `  not built yet (${notBuilt.length}): ${notBuilt.join(', ')}`,
          `  gaps: ${gaps.length ? gaps.join('; ') : 'none'}`,
        ].join('\n'),
      );
    });
  });
}
