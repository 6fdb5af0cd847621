// Every hostile value of the fuzzer, sent to every built operation one spot at
// a time (see hostile-corpus.ts), with the same properties as the fuzzer: no
// 5xx, every failure a known problem with its status, every success the contract.
// The operations are dealt over several test files (hostile-corpus-part*.test.ts),
// each with its own world, so the test workers share the corpus rather than one
// of them running it all at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@contract/registry';
import { DEMO } from '@server/seed/seed';
import { isBuilt } from './built-operations';
import { send } from './fuzz-runner';
import { openWorld, type FuzzWorld } from './fuzz-world';
import { corpusFor } from './hostile-corpus';
import { ownerRequests } from './owner-requests';
import { poolHint } from './pool-hints';
import { checkReply } from './reply-properties';
import { shortBody, type CredKind } from './fuzz-request';
import { buildValidRequest } from './request-builder';
import { refsOf } from './resource-refs';

/** The hostile corpus against part `part` (1-based) of `parts` of the built operations, dealt in turn. */
export function hostileCorpusPart(part: number, parts: number) {
  let world: FuzzWorld;
  let ownerId: number;
  beforeAll(async () => {
    world = await openWorld();
    ownerId = await world.api.accountId(DEMO.email);
  }, 120_000);
  afterAll(() => world?.api.close());

  const built = operations.filter(isBuilt);
  const mine = [...built.entries()].filter(([index]) => index % parts === part - 1);
  const figures = {
    requests: 0,
    byClass: new Map<string, number>(),
    noBase: [] as string[],
    ms: new Map<string, number>(),
  };

  describe(`hostile corpus, part ${part} of ${parts}`, () => {
    for (const [index, op] of mine) {
      // A cell checks what happened, not how fast: 120 s, as the matrices' cells (beside the browser tests
      // in CI, resendInvoiceEmail's cell, which renders invoice PDFs, took over the 30 s default).
      it(`${op.id} (${op.method} ${op.path})`, { timeout: 120_000 }, async () => {
        const refs = refsOf(op);
        const named = refs.length > 0 && refs.every((r) => !r.kind.startsWith('unmapped:'));
        const base = named
          ? ownerRequests(op, refs, world.pool, ownerId, 9000 + index)[0]?.req
          : buildValidRequest(op, {}, poolHint(world.pool, ownerId), 9000 + index);
        if (!base) {
          figures.noBase.push(op.id);
          return;
        }
        const cred: CredKind = op.caller === 'session' ? 'session' : op.caller === 'public' ? 'none' : 'token';
        const failures: string[] = [];
        for (const req of corpusFor(op, base, cred)) {
          const t0 = performance.now();
          const reply = await send(world, req);
          const kind = req.mutation.split(' ')[0]! + (req.huge !== undefined ? ` huge${req.huge}` : '');
          figures.ms.set(kind, (figures.ms.get(kind) ?? 0) + performance.now() - t0);
          if (!reply) continue;
          figures.requests++;
          const cls = `${Math.floor(reply.status / 100)}xx`;
          figures.byClass.set(cls, (figures.byClass.get(cls) ?? 0) + 1);
          // `%2e%2e` is a dot segment to the URL parser: /databases/%2e%2e/backups reaches the server as
          // /backups, another operation, so only "no server error" can be asked of its reply.
          const dotted = new URL(req.url, 'http://sandbox').pathname !== req.url.split('?')[0];
          const v = dotted
            ? reply.status < 500
              ? { ok: true as const }
              : { ok: false as const, kind: 'server error', detail: `${reply.status}` }
            : checkReply(op, reply);
          if (!v.ok)
            failures.push(
              `${req.mutation}: ${req.method} ${req.url.slice(0, 200)} ${JSON.stringify(shortBody(req) ?? '').slice(0, 120)} → ${reply.status} ${v.kind}: ${v.detail.slice(0, 160)}`,
            );
          // A logout (any body will do) ends the session the next requests need.
          if (cred === 'session' && (reply.status === 401 || (op.id === 'logout' && reply.status < 300)))
            await world.relogin(0);
        }
        expect(failures).toEqual([]);
      });
    }

    it('draws a valid base request for every operation of this part', () => {
      expect(figures.noBase).toEqual([]);
    });

    afterAll(() => {
      console.log(
        `Hostile corpus, part ${part} of ${parts}: ${mine.length} of ${built.length} built operations, ${figures.requests} requests (${[
          ...figures.byClass,
        ]
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}); ms by kind: ${[...figures.ms].map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`,
      );
    });
  });
}
