// The one typed client for the contract. `apiRequest(op, {params, query, body})`
// fills the path, sends JSON with the session cookie (and the CSRF header on
// writes), keeps the request budget current from the rate headers, waits out
// a 429 as the server asks, reports an expired session, and throws ApiProblem.
import type { BodyOf, Operation, ParamsOf, QueryOf, ResponseOf } from '@contract/operation';
import { ApiProblem, problemFromResponse, syntheticProblem } from './api-problem';
import { apiUrl } from './api-url';
import { budgetFromHeaders } from './budget';
import { rateLimitStore, type RateLimitNotice } from './notices';
import { reportSessionExpired } from './session-events';

/** The type with no keys: `NoKeys extends T` holds when every key of T is optional. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the empty type is the question being asked
export type NoKeys = {};

/** Required when the input has required keys, optional when all are optional, absent when none. */
type Slot<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: undefined }
  : NoKeys extends V
    ? { [P in K]?: V }
    : { [P in K]: V };

export type RequestOptions<O> = Slot<'params', ParamsOf<O>> &
  Slot<'query', QueryOf<O>> &
  Slot<'body', BodyOf<O>> & {
    signal?: AbortSignal;
    /** 'throw' for probes (is there a session?) where a 401 is an answer, not an expiry. */
    on401?: 'redirect' | 'throw';
  };

type Args<O> = NoKeys extends RequestOptions<O> ? [options?: RequestOptions<O>] : [options: RequestOptions<O>];

/** Retry a 429 automatically this many times, and only when the wait is short enough to sit through. */
export const MAX_RATE_LIMIT_RETRIES = 2;
export const MAX_AUTO_RETRY_SECONDS = 60;

export async function apiRequest<O extends Operation>(op: O, ...[options]: Args<O>): Promise<ResponseOf<O>> {
  const opts = (options ?? {}) as RequestOptions<Operation> & { params?: object; query?: object; body?: unknown };
  const url = apiUrl(op, opts);
  const headers: Record<string, string> = { Accept: 'application/json, application/problem+json' };
  // The server refuses cookie-authenticated writes without this header (CSRF). A write-tier GET
  // (the cron listing: the spec puts it in tier W) counts as a write there too.
  if (op.method !== 'GET' || op.tier !== 'R') headers['X-Requested-With'] = 'fetch';
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const init: RequestInit = {
    method: op.method,
    headers,
    credentials: 'include',
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  };

  let notice: RateLimitNotice | null = null;
  for (let attempt = 0; ; attempt++) {
    const res = await send(url, init);
    budgetFromHeaders(res.headers);
    if (res.ok) {
      // The wait is over for this request: take down its notice (not a newer one).
      if (notice && rateLimitStore.get() === notice) rateLimitStore.set(null);
      return (await readBody(op, res)) as ResponseOf<O>;
    }

    const problem = await problemFromResponse(res);
    if (res.status === 429) {
      const wait = problem.retryAfter ?? 1;
      // A budget of wrong passwords or codes: sending the same guess again would only spend it.
      const attempts = (res.headers.get('X-RateLimit-Bucket') ?? '').startsWith('failed-');
      const retrying = !attempts && attempt < MAX_RATE_LIMIT_RETRIES && wait <= MAX_AUTO_RETRY_SECONDS;
      notice = {
        retryAt: Date.now() + wait * 1000,
        global: problem.problem.global === true,
        attempts,
        detail: problem.problem.detail,
        seconds: wait,
        retrying,
      };
      rateLimitStore.set(notice);
      if (retrying) {
        await sleep(wait * 1000, opts.signal);
        continue;
      }
    }
    if (res.status === 401 && expiresSession(op, problem, opts.on401)) reportSessionExpired(problem);
    throw problem;
  }
}

/** A 401 means "log in again" except on login itself and on a wrong/missing TOTP step-up. */
function expiresSession(op: Operation, problem: ApiProblem, on401: 'redirect' | 'throw' | undefined) {
  return on401 !== 'throw' && op.caller !== 'public' && problem.code !== 'two_factor_required';
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error; // let TanStack Query see its own cancellation
    throw new ApiProblem(syntheticProblem(0, 'The server could not be reached. Check your connection and try again.'));
  }
}

async function readBody(op: Operation, res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  if (op.produces) return op.produces.startsWith('text/') ? res.text() : res.blob();
  // Responses are trusted as the contract's shape: the server validates what it
  // sends, and re-parsing every 200-row page here would cost more than it catches.
  return res.json();
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
