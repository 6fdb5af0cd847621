// Step 2 of the pipeline (docs/architecture.md, "The life of a request"): who is calling, what it costs
// them, and whether they may call this operation. One statement identifies the credential, spends the
// request budget and reads the call's `input` domains (token-admission.ts); the write budget follows for
// writes; then caller kind, CSRF and scopes.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Operation } from '@contract/operation';
import { assertSameOrigin } from '@server/core/access';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import { isWrite, writesNow, type RequestState } from '@server/core/request-state';
import { illFormedText } from '@server/core/validate';
import { addressKey } from '@server/core/client-address';
import { admitCaller, SECURE_SESSION_COOKIE, SESSION_COOKIE } from './credential';
import { isPageRead } from './page-read';
import { consume, rateHeaders } from './rate-limit';

/** Budgets first (by credential, else by IP), then who may call this operation. */
export async function admitRequest(c: Context, deps: Deps, op: Operation, state: RequestState) {
  const writing = (state.writing = writesNow(op, c.req.url));
  const cookie = getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE);
  // An operation with an `input` query parameter resolves it first; admission may read its domain too.
  const raw = op.query && 'input' in op.query.shape ? c.req.query('input') : undefined;
  const input = raw === undefined || illFormedText(raw) ? null : raw;
  // A read the served page makes for itself after its session look-up spent the page's one call
  // (server/pages/spa.ts): it reads the budget's state without spending. Only the process can mark one.
  const calls = isPageRead(c) && !c.req.header('authorization') ? 0 : 1;
  const admission = await admitCaller(deps, c.req.header('authorization'), cookie, addressKey(c), input, calls);
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
