// The one request pipeline every operation goes through, in the numbered steps of docs/architecture.md
// ("The life of a request"): 1 route, 2 admit (core/admission/), 3 validate (request-ctx.ts), 4 handle or
// hold, 5 write (the handler's transaction), 6 answer and audit. Approval (7) is the confirmations area's.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES, type Operation } from '@contract/operation';
import type { AreaModule, RuntimeHandler, RuntimeHold } from './area';
import { AccountGate } from './admission/account-gate';
import { admitRequest } from './admission/admit';
import type { Deps } from './deps';
import { globalCap } from './global-cap';
import { attemptKeyOf, createHold, replayAttempt } from './holds';
import { ApiError } from './problem';
import { auditRequest } from './request-audit';
import { buildCtx } from './request-ctx';
import type { AppEnv, RequestState } from './request-state';
import { checkResponse } from './response-check';
import { isSharedRead, shareRun } from './shared-reads';

export const honoPath = (path: string) => `/api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Static segments first, so /databases/sizes is matched before /databases/{database}. */
export function mountOrder(ops: Operation[]): Operation[] {
  const rank = (p: string) =>
    p
      .split('/')
      .map((s) => (s.startsWith('{') ? '1' : '0'))
      .join('');
  return [...ops].sort((a, b) => rank(a.path).localeCompare(rank(b.path)));
}

/** 1. Route: every operation of the contract, static paths first, each behind its body limit. */
export function mountOperations(app: Hono<AppEnv>, deps: Deps, ops: Operation[], areas: AreaModule[]) {
  const handlers: Record<string, RuntimeHandler> = Object.assign({}, ...areas.map((a) => a.handlers));
  const holds: Record<string, RuntimeHold> = Object.assign({}, ...areas.map((a) => a.holds));
  const gate = new AccountGate();
  for (const op of mountOrder(ops)) {
    // Only an operation with a body reads one; checking a bodiless call's body would build a full
    // fetch Request for nothing (node-server keeps it lightweight until then).
    const limit: MiddlewareHandler<AppEnv> = op.body
      ? limitBody(op.maxBodyBytes ?? MAX_BODY_BYTES)
      : (_c, next) => next();
    app.on(op.method, honoPath(op.path), limit, async (c) => {
      const state = c.get('state');
      state.operation = op;
      // 2. Admit: credential, budgets, who may call (core/admission/admit.ts).
      await admitRequest(c, deps, op, state);
      if (op.unavailable) throw new ApiError('not_available', op.unavailable);
      // One account's burst waits for its own turns, not everyone's (core/admission/account-gate.ts).
      const leave = state.cred ? await gate.enter(state.cred.accountId) : null;
      let streaming = false;
      try {
        const res = await run(c, op, state, handlers[op.id], holds[op.id]);
        // A streamed answer (a CSV export) keeps reading the database while the client reads: it keeps
        // its place until the last byte is sent or the client goes away.
        if (!leave || !(res.body instanceof ReadableStream) || !op.produces) return res;
        streaming = true;
        return new Response(releasingAtEnd(res.body, leave), res);
      } finally {
        if (!streaming) leave?.();
      }
    });
  }

  async function run(
    c: Context<AppEnv>,
    op: Operation,
    state: RequestState,
    handler: RuntimeHandler | undefined,
    hold: RuntimeHold | undefined,
  ) {
    const cred = state.cred;
    // 3. Validate: the request as the operation's contract reads it.
    const ctx = await buildCtx(c, deps, op, state);
    if (!hold && !handler) {
      throw new ApiError(
        'not_implemented',
        `${op.method} /api/v1${op.path} is part of the contract but its area is not built in this sandbox yet`,
      );
    }
    // 4. Handle or hold. A hold's retry (same attempt_key, same request) is answered from the first call's
    // hold before the cap and `prepare`: it runs nothing, and the target may have changed since (ADR 004).
    const retry = hold ? await replayAttempt(deps, cred!, op.id, ctx) : null;
    if (!retry) await globalCap(deps, op);
    let body: unknown;
    if (retry) {
      state.auditTarget = retry.target?.mailbox ?? retry.target?.domain ?? retry.target?.input ?? null;
      body = retry;
    } else if (hold) {
      const plan = await hold.prepare(ctx);
      body = await createHold(deps, cred!, op.id, plan, attemptKeyOf(ctx), ctx);
    } else if (isSharedRead(handler!) && !state.writing) {
      return c.body(await shareRun(deps, op, ctx, state, handler!), (op.status ?? 200) as 200, JSON_TYPE);
    } else {
      // 5. Write: the handler changes the database in its own transaction.
      body = await handler!(ctx);
    }
    // 6. Answer: every write audited once; the answer checked against the contract in development.
    if (cred && state.writing)
      await auditRequest(deps, state, op, c.req.path, hold ? 'held' : 'success', op.status ?? 200);
    if (body instanceof Response) return body;
    if (deps.config.checkResponses) checkResponse(op, body, state.requestId);
    if (op.status === 204) return c.body(null, 204);
    return c.json(body as object, (op.status ?? 200) as 200);
  }
}

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** The same bytes, with `done` called once when they have all been read, failed or been cancelled. */
function releasingAtEnd(body: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done: ended } = await reader.read();
        if (ended) {
          done();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        done();
        controller.error(error);
      }
    },
    async cancel(reason) {
      done();
      await reader.cancel(reason);
    },
  });
}

/** Refuse an oversized body before reading it (or as soon as a chunked one passes the limit): 413. */
const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(
        'payload_too_large',
        `The request body is larger than the ${maxSize / 1024 / 1024} MiB this endpoint accepts`,
      );
    },
  });
