// Identical reads that arrive together are answered by one read: the calls of one turn of the event
// loop that ask the same account for the same page share one run of the handler, and one JSON text of
// its answer. A burst of the same list (a dashboard open in several tabs, scripts polling one page,
// clients retrying together after an outage) then costs the database one query, not one per call.
//
// Exact, because a run starts only after every call that shares it has arrived (it is scheduled by the
// first, and a call that comes once it has started begins a new run): the answer is read within each
// call's own time, so a write answered before a call was sent is always seen. A handler opts in with
// `sharedRead` when its answer depends on nothing but the account, the path and the query (not on who
// calls, their token or budget, or the request's headers), and sets no header of its own
// (docs/decisions/018).
import type { Operation } from '@contract/operation';
import type { Db } from '@server/db/client';
import type { RuntimeCtx, RuntimeHandler } from './area';
import type { Deps } from './deps';
import type { RequestState } from './request-state';
import { checkResponse } from './response-check';
import { atRevision } from './revision';

const SHARED = Symbol('shared read');

/**
 * Mark a read handler whose answer depends on the account, path and query alone: its identical
 * calls may share a run.
 */
export function sharedRead<H extends (...args: never[]) => unknown>(handler: H): H {
  return Object.assign(handler, { [SHARED]: true });
}

export const isSharedRead = (handler: unknown): boolean =>
  typeof handler === 'function' && (handler as { [SHARED]?: boolean })[SHARED] === true;

/** The runs not yet started, by key; per database, as an app (and a test's app) has its own. */
const waiting = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * The JSON text of `run`'s answer, shared with the other calls under `key` that join before the run
 * starts. A refusal (a thrown problem) is every sharer's answer too, as each would have got it alone.
 * `arrive` says when the calls that may share have all come: `together` once the work queued now has
 * run (calls resumed at once, by one admission statement's answer, have all reached here by then);
 * `turn` after this turn of the event loop (calls parsed from several requests, one callback each).
 */
export function sharedAnswer(
  db: Db,
  key: string,
  run: () => Promise<unknown>,
  arrive: 'together' | 'turn' = 'turn',
): Promise<string> {
  let runs = waiting.get(db);
  if (!runs) waiting.set(db, (runs = new Map()));
  const joined = runs.get(key);
  if (joined) return joined;
  const answer = new Promise<string>((resolve, reject) => {
    const start = () => {
      runs.delete(key);
      run().then((body) => resolve(JSON.stringify(body)), reject);
    };
    if (arrive === 'together') process.nextTick(start);
    else setImmediate(start);
  });
  runs.set(key, answer);
  return answer;
}

/** The credential's fields that are the account's, the same for every call a shared read answers. */
const ACCOUNT_FIELDS = new Set<string | symbol>(['accountId', 'accountName', 'accountEmail', 'isGuest']);

/**
 * The context a shared read runs with: reading anything of the one call that started the run (who
 * it is, its token, budget, request id or headers) throws, so a handler marked by mistake fails its
 * tests instead of answering the others with one caller's data.
 */
export function accountOnly<C extends RuntimeCtx>(opId: string, ctx: C): C {
  const refuse = (what: string) => () => {
    throw new Error(`${opId} is a shared read, so its answer may not depend on ${what}`);
  };
  const cred =
    ctx.cred &&
    new Proxy(ctx.cred, {
      get: (target, field) =>
        ACCOUNT_FIELDS.has(field) ? Reflect.get(target, field) : refuse(`the caller's ${String(field)}`)(),
    });
  return Object.defineProperties(
    { ...ctx, cred },
    {
      hono: { get: refuse('the request') },
      budget: { get: refuse("the caller's budget") },
      requestId: { get: refuse('the request id') },
    },
  );
}

/**
 * A shared read's answer (core/shared-reads.ts): keyed by what such a handler may depend on, the
 * account, path and query. Calls admitted by one admission statement share only with each other:
 * the `input` rows it read are then the same moment's for all of them, and they all resume when it
 * answers, so their run starts as soon as that work is done. Other calls read their `input` in the
 * run, which starts after the calls of this turn of the event loop.
 */
export function shareRun(deps: Deps, op: Operation, ctx: RuntimeCtx, state: RequestState, handler: RuntimeHandler) {
  const cred = state.cred;
  const admittedBy = state.admittedBy ?? null;
  const key = JSON.stringify([
    op.id,
    cred?.accountId ?? null,
    cred?.isGuest ?? null,
    admittedBy,
    ctx.params,
    ctx.query,
  ]);
  // Admitted with the revision read: the run's list pages and counts may come from memory kept
  // under it (core/read-cache.ts `cachedQuery`); a shared read writes nothing, so it stays exact.
  const shared =
    state.revision === undefined ? ctx : { ...ctx, deps: { ...deps, db: atRevision(deps.db, state.revision) } };
  const run = async () => {
    const body = await handler(accountOnly(op.id, shared));
    if (body instanceof Response) throw new Error(`${op.id} is a shared read, so it answers with data, not a Response`);
    if (deps.config.checkResponses) checkResponse(op, body, state.requestId);
    return body;
  };
  return sharedAnswer(deps.db, key, run, admittedBy === null ? 'turn' : 'together');
}
