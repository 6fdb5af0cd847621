// Stubs globalThis.fetch with canned, realistic API responses (problem+json,
// X-RateLimit-* headers). The only stand-in SPA tests use; routes are matched
// by "METHOD /api/v1/path" and may answer in sequence.
import { vi } from 'vitest';

export interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Answer = Response | ((call: Call) => Response | Promise<Response>);
export type Routes = Record<string, Answer | Answer[]>;

export const rateHeaders = (remaining = 287, limit = 300, reset = 240) => ({
  'X-RateLimit-Limit': String(limit),
  'X-RateLimit-Remaining': String(remaining),
  'X-RateLimit-Reset': String(reset),
});

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(init.status === 204 ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req_test', ...rateHeaders(), ...init.headers },
  });
}

export function problem(
  status: number,
  code: string,
  detail: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const body = {
    type: `https://api.example.test/errors/${code}`,
    title: code.replace(/_/g, ' '),
    status,
    detail,
    code,
    requestId: 'req_01HZYX',
    ...extra,
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...rateHeaders(), ...headers },
  });
}

/** Install the stub; unknown routes answer 404 not_found like the server. Returns the call log. */
export function stubFetch(routes: Routes): Call[] {
  const calls: Call[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method, url, headers: new Headers(init.headers), body };
      calls.push(call);
      const entry = queues.get(`${method} ${url.pathname}`);
      // A sequence answers in order and then repeats its last answer.
      const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
      if (!answer) return problem(404, 'not_found', `No route for ${method} ${url.pathname}`);
      return typeof answer === 'function' ? answer(call) : answer.clone();
    }),
  );
  return calls;
}
