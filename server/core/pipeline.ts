// The one request pipeline every operation goes through: request id, rate
// budgets, credential, caller kind, CSRF, scopes, validation, handler or hold, audit.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { problemCodes, type ProblemCode } from '@contract/common';
import { MAX_BODY_BYTES, type Operation } from '@contract/operation';
import type { ClientInfo } from './trust-proxy';
import type { AreaModule, Ctx, Handler } from './area';
import { audit, type AuditOverride, type Outcome } from './audit';
import { assertSameOrigin } from './access';
import { AccountGate } from './account-gate';
import { admitCaller, SECURE_SESSION_COOKIE, SESSION_COOKIE, type Admission, type Credential } from './credential';
import { addressKey } from './client-address';
import { newId } from './crypto';
import { log } from './log';
import type { Deps } from './deps';
import { attemptKeyOf, createHold, replayAttempt } from './holds';
import { ApiError } from './problem';
import { consume, consumeGlobalCap, rateHeaders, type BudgetState } from './rate-limit';
import { resolveFromRows, resolveInput } from './resolve-input';
import { atRevision } from './revision';
import { accountOnly, isSharedRead, sharedAnswer } from './shared-reads';
import { illFormedText, parseOr422, queryObject, refuseIllFormedText } from './validate';

export interface RequestState {
  requestId: string;
  cred: Credential | null;
  operation: Operation | null;
  auditTarget: string | null;
  /** What the audit event records, when a handler acts for another account or names its own outcome. */
  audit: AuditOverride;
  /** This request writes: a W or C operation, any method but GET, or a GET its `writesWhen` makes one. */
  writing?: boolean;
  /** The caller's request budget after this call was counted (set on admission). */
  budget?: BudgetState;
  /** The domains of the call's `input`, when admission read them in its own statement. */
  input?: Admission['input'];
  /** The admission statement that admitted this call with others (PostgreSQL, tokens). */
  admittedBy?: number;
  /** The database's revision that statement read (core/revision.ts). */
  revision?: string;
}

export type AppEnv = { Variables: { state: RequestState; client: ClientInfo } };

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

export function mountOperations(app: Hono<AppEnv>, deps: Deps, ops: Operation[], areas: AreaModule[]) {
  const handlers = Object.assign({}, ...areas.map((a) => a.handlers));
  const holds = Object.assign({}, ...areas.map((a) => a.holds));
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
      await admit(c, deps, op, state);
      const cred = state.cred;
      if (op.unavailable) throw new ApiError('not_available', op.unavailable);
      // One account's burst waits for its own turns, not everyone's (core/account-gate.ts).
      const leave = cred ? await gate.enter(cred.accountId) : null;
      try {
        return await run(c, op, state);
      } finally {
        leave?.();
      }
    });
  }

  async function run(c: Context<AppEnv>, op: Operation, state: RequestState) {
    const cred = state.cred;
    const ctx = await buildCtx(c, deps, op, state);
    const hold = holds[op.id];
    const handler = handlers[op.id];
    if (!hold && !handler) {
      throw new ApiError(
        'not_implemented',
        `${op.method} /api/v1${op.path} is part of the contract but its area is not built in this sandbox yet`,
      );
    }
    // A hold's retry (same attempt_key, same request) is answered from the first call's hold before the cap
    // and `prepare`: it runs nothing, and the target may have changed since (docs/decisions/004-holds.md).
    const retry = hold ? await replayAttempt(deps, cred!, op.id, ctx) : null;
    if (!retry) await globalCap(deps, op);
    let body: unknown;
    if (retry) {
      state.auditTarget = retry.target?.mailbox ?? retry.target?.domain ?? retry.target?.input ?? null;
      body = retry;
    } else if (hold) {
      const plan = await hold.prepare(ctx as never);
      body = await createHold(deps, cred!, op.id, plan, attemptKeyOf(ctx), ctx);
    } else if (isSharedRead(handler) && !state.writing) {
      return c.body(await shareRun(deps, op, ctx, state, handler), (op.status ?? 200) as 200, JSON_TYPE);
    } else {
      body = await handler(ctx as never);
    }
    if (cred && state.writing)
      await auditRequest(deps, state, op, c.req.path, hold ? 'held' : 'success', op.status ?? 200);
    if (body instanceof Response) return body;
    if (deps.config.checkResponses) checkResponse(op, body, state.requestId);
    if (op.status === 204) return c.body(null, 204);
    return c.json(body as object, (op.status ?? 200) as 200);
  }
}

const JSON_TYPE = { 'Content-Type': 'application/json' };

/**
 * A shared read's answer (core/shared-reads.ts): keyed by what such a handler may depend on, the
 * account, path and query. Calls admitted by one admission statement share only with each other:
 * the `input` rows it read are then the same moment's for all of them, and they all resume when it
 * answers, so their run starts as soon as that work is done. Other calls read their `input` in the
 * run, which starts after the calls of this turn of the event loop.
 */
function shareRun(deps: Deps, op: Operation, ctx: Ctx<Operation>, state: RequestState, handler: Handler<never>) {
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
    const body = await handler(accountOnly(op.id, shared) as never);
    if (body instanceof Response) throw new Error(`${op.id} is a shared read, so it answers with data, not a Response`);
    if (deps.config.checkResponses) checkResponse(op, body, state.requestId);
    return body;
  };
  return sharedAnswer(deps.db, key, run, admittedBy === null ? 'turn' : 'together');
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

/** One audit event per write, in the account the handler says it acted on. */
export async function auditRequest(
  deps: Deps,
  state: RequestState,
  op: Operation,
  path: string,
  outcome: Outcome,
  status: number,
  detail?: string,
) {
  const o = state.audit;
  const cred = {
    ...state.cred!,
    accountId: o.accountId ?? state.cred!.accountId,
    isGuest: o.isGuest ?? state.cred!.isGuest,
  };
  await audit(deps.db, cred, {
    operation: o.operation ?? op.id,
    method: op.method,
    path,
    target: state.auditTarget,
    outcome: o.outcome && outcome !== 'failed' && outcome !== 'denied' ? o.outcome : outcome,
    status,
    detail: detail ?? o.detail ?? null,
    at: deps.clock.now(),
  });
}

/** Checked after validation, so only well-formed calls use up the day's cap. */
async function globalCap(deps: Deps, op: Operation) {
  const cap = deps.config.globalCaps[op.id] ?? op.globalDailyCap;
  if (cap === undefined) return;
  const state = await consumeGlobalCap(deps, op.id, cap);
  if (!state.exceeded) return;
  throw new ApiError(
    'rate_limited',
    `The system-wide daily cap of ${cap} for this operation is reached. This cap is global, shared by all customers, not your own budget; retry in ${state.resetInSeconds} s`,
    {
      retryAfter: state.resetInSeconds,
      global: true,
      headers: { 'Retry-After': String(state.resetInSeconds), ...rateHeaders(state), 'X-RateLimit-Bucket': 'global' },
    },
  );
}

export const isWrite = (op: Operation) => op.tier !== 'R' || op.method !== 'GET';

/** Whether this request writes: its operation always does, or its query selects a writing `writesWhen` value. */
export function writesNow(op: Operation, url: string): boolean {
  if (isWrite(op)) return true;
  const w = op.writesWhen;
  return !!w && w.values.includes(new URL(url).searchParams.get(w.query) ?? '');
}

/** Budgets first (by credential, else by IP), then who may call this operation. */
async function admit(c: Context, deps: Deps, op: Operation, state: RequestState) {
  const writing = (state.writing = writesNow(op, c.req.url));
  const cookie = getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE);
  // An operation with an `input` query parameter resolves it first; admission may read its domain too.
  const raw = op.query && 'input' in op.query.shape ? c.req.query('input') : undefined;
  const input = raw === undefined || illFormedText(raw) ? null : raw;
  const admission = await admitCaller(deps, c.req.header('authorization'), cookie, addressKey(c), input);
  const { cred, authError, budget } = admission;
  state.budget = budget;
  state.input = admission.input;
  state.admittedBy = admission.statement;
  state.revision = admission.revision;
  for (const [k, v] of Object.entries(rateHeaders(budget))) c.header(k, v);
  if (budget.exceeded) {
    throw new ApiError(
      'rate_limited',
      `Request budget of ${budget.limit} per ${budget.windowMinutes} minutes is used up for this ${cred ? 'credential' : 'address'}; retry in ${budget.resetInSeconds} s`,
      {
        retryAfter: budget.resetInSeconds,
        global: false,
        headers: { 'Retry-After': String(budget.resetInSeconds) },
      },
    );
  }
  if (cred && (op.tier !== 'R' || writing)) {
    const writes = await consume(deps, cred.budgetKey, 'writes');
    for (const [k, v] of Object.entries(rateHeaders(writes, 'X-RateLimit-Write'))) c.header(k, v);
    if (writes.exceeded) {
      // On a write-budget 429 the X-RateLimit-* headers describe the write budget (docs/decisions/003).
      throw new ApiError(
        'rate_limited',
        `Write budget of ${writes.limit} write calls per hour is used up for this credential; reads still work; retry writes in ${writes.resetInSeconds} s`,
        {
          retryAfter: writes.resetInSeconds,
          global: false,
          headers: {
            'Retry-After': String(writes.resetInSeconds),
            ...rateHeaders(writes),
            'X-RateLimit-Bucket': 'write',
          },
        },
      );
    }
  }
  if (op.caller === 'public') {
    state.cred = cred;
    if (c.req.method !== 'GET' && !c.req.header('x-requested-with') && !c.req.header('authorization')) {
      throw new ApiError('csrf_required', 'Send the X-Requested-With header with this request');
    }
    if (c.req.method !== 'GET' && cred?.kind === 'session')
      assertSameOrigin(c.req.raw.headers, c.req.url, deps.config.appUrl);
    return;
  }
  if (!cred)
    throw authError ?? new ApiError('unauthorized', 'Send a bearer token in the Authorization header, or log in');
  state.cred = cred;
  if (op.caller === 'session' && cred.kind !== 'session') {
    throw new ApiError(
      'session_required',
      `${op.summary}: only a person logged in to the dashboard can do this, never an API token`,
    );
  }
  if (cred.kind === 'session' && (c.req.method !== 'GET' || writing)) {
    if (!c.req.header('x-requested-with'))
      throw new ApiError('csrf_required', 'Cookie-authenticated writes must send the X-Requested-With header');
    assertSameOrigin(c.req.raw.headers, c.req.url, deps.config.appUrl);
  }
  const needed = writing && op.writesWhen ? [...new Set([...op.scopes, ...op.writesWhen.scopes])] : op.scopes;
  const missing = needed.filter((s) => !cred.scopes.includes(s));
  if (missing.length) {
    throw new ApiError(
      'insufficient_scope',
      `This token lacks the scope${missing.length > 1 ? 's' : ''} ${missing.join(', ')} needed for ${op.method} /api/v1${op.path}${writing && !isWrite(op) ? ` with ${op.writesWhen!.query}=${new URL(c.req.url).searchParams.get(op.writesWhen!.query)}` : ''}`,
    );
  }
}

async function buildCtx(c: Context, deps: Deps, op: Operation, state: RequestState): Promise<Ctx<Operation>> {
  const rawParams = c.req.param();
  if (illFormedText(rawParams))
    throw new ApiError('not_found', 'No such resource: the path holds characters no id has');
  const params = op.params ? parsePath(op, rawParams) : rawParams;
  const rawQuery = queryObject(new URL(c.req.url));
  refuseIllFormedText(rawQuery, 'query');
  const query = op.query ? parseOr422(op.query, rawQuery, 'query') : {};
  let body: unknown;
  if (op.body) {
    const text = await c.req.text();
    let json: unknown = {};
    if (text.trim()) {
      try {
        json = JSON.parse(text);
      } catch {
        throw new ApiError('invalid_request', 'The request body is not valid JSON');
      }
    }
    refuseIllFormedText(json, 'body');
    body = parseOr422(op.body, json, 'body');
  }
  return {
    deps,
    cred: state.cred!,
    budget: state.budget!,
    requestId: state.requestId,
    params: params as never,
    query: query as never,
    body: body as never,
    hono: c,
    resolve: async (input: string) => {
      // Read with the admission (same input, same caller) or now.
      const target =
        state.input?.input === input
          ? resolveFromRows(state.cred!.accountId, input, state.input.rows)
          : await resolveInput(deps.db, state.cred!.accountId, input);
      state.auditTarget = target.mailbox ?? target.domain ?? (target.serviceId ? `service ${target.serviceId}` : input);
      return target;
    },
    setAuditTarget: (t: string) => {
      state.auditTarget = t;
    },
    setAudit: (o: AuditOverride) => {
      Object.assign(state.audit, o);
    },
  };
}

function parsePath(op: Operation, raw: Record<string, string>) {
  const r = op.params!.safeParse(raw);
  if (r.success) return r.data;
  // An id no resource can have is the same answer as an id nobody has: the resource's own
  // not-found code where the contract has one (`/invoices/{invoice}` → invoice_not_found).
  const param = String(r.error.issues[0]?.path[0] ?? '');
  const specific = `${param}_not_found`;
  throw new ApiError(
    specific in problemCodes ? (specific as ProblemCode) : 'not_found',
    `No such resource: ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
  );
}

function checkResponse(op: Operation, body: unknown, requestId: string) {
  if (op.produces) return;
  const r = op.response.safeParse(body);
  if (!r.success) {
    log.error(
      { reqId: requestId, op: op.id, issues: JSON.stringify(r.error.issues).slice(0, 2000) },
      'response breaks the contract',
    );
    throw new Error(`Response of ${op.id} does not match the contract`);
  }
}

export const newRequestId = () => newId('req', 16);
