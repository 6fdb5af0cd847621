import { describe, expect, it, vi } from 'vitest';
import { accountOps } from '@contract/account';
import { authOps } from '@contract/auth';
import { confirmationOps } from '@contract/confirmations';
import { json, problem, rateHeaders, stubFetch } from '@/test/fetch-stub';
import { session } from '@/test/fixtures';
import { apiRequest } from './api-client';
import { ApiProblem } from './api-problem';
import { budgetStore } from './budget';
import { rateLimitStore } from './notices';
import { onSessionExpired } from './session-events';

describe('apiRequest', () => {
  it('fills the path from the contract, serialises the query and skips empty values', async () => {
    const calls = stubFetch({
      'GET /api/v1/audit-log': json({ data: [], hasMore: false, nextCursor: null, total: 0 }),
    });
    await apiRequest(accountOps.listAuditLog, {
      query: { limit: 50, q: 'dns zone', cursor: undefined, outcome: 'held' },
    });
    expect(calls[0].url.pathname).toBe('/api/v1/audit-log');
    expect(calls[0].url.search).toBe('?limit=50&q=dns+zone&outcome=held');
    expect(calls[0].headers.get('X-Requested-With')).toBeNull();

    stubFetch({ 'GET /api/v1/pending-actions/pa%2F1%3Fx': json({}) });
    await apiRequest(confirmationOps.getPendingAction, { params: { id: 'pa/1?x' } });
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe('/api/v1/pending-actions/pa%2F1%3Fx');
  });

  it('sends writes as JSON with the CSRF header and the session cookie', async () => {
    const calls = stubFetch({ 'POST /api/v1/auth/login': json(session()) });
    const s = await apiRequest(authOps.login, { body: { email: 'demo@example.com', password: 'pw' } });
    expect(s.account.name).toBe('Demo Hosting AB');
    expect(calls[0].headers.get('X-Requested-With')).toBe('fetch');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].body).toEqual({ email: 'demo@example.com', password: 'pw' });
    expect(vi.mocked(fetch).mock.calls[0][1]?.credentials).toBe('include');
  });

  it('parses a 422 problem into an ApiProblem with its field errors', async () => {
    stubFetch({
      'POST /api/v1/account/tokens': problem(422, 'validation_failed', 'The request has 2 invalid fields', {
        errors: [
          { path: 'name', message: 'At most 64 characters', code: 'too_big' },
          { path: 'scopes.0', message: 'Unknown scope', code: 'invalid_value' },
        ],
      }),
    });
    const error = await apiRequest(accountOps.createToken, { body: { name: 'x', scopes: ['read:dns'] } }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiProblem);
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('The request has 2 invalid fields');
    expect(error.fieldErrors.map((e: { path: string }) => e.path)).toEqual(['name', 'scopes.0']);
    expect(error.problem.requestId).toBe('req_01HZYX');
  });

  it('turns a non-problem failure (a proxy HTML page) into a synthetic problem', async () => {
    stubFetch({
      'GET /api/v1/me': new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    const error = await apiRequest(accountOps.getMe).catch((e) => e);
    expect(error).toBeInstanceOf(ApiProblem);
    expect(error.status).toBe(502);
    expect(error.code).toBe('internal_error');
    expect(error.message).toBe('Bad Gateway');
  });

  it('updates the request budget from rate headers, but not from write or global bucket headers', async () => {
    stubFetch({
      'GET /api/v1/me': json({}, { headers: rateHeaders(120, 300, 90) }),
      'POST /api/v1/auth/logout': json(
        { ok: true },
        { headers: { ...rateHeaders(59, 60, 3000), 'X-RateLimit-Bucket': 'write' } },
      ),
      'POST /api/v1/account/balance/actions/add-funds': problem(
        429,
        'rate_limited',
        'Global cap',
        { global: true },
        {
          ...rateHeaders(0, 50, 80000),
          'X-RateLimit-Bucket': 'global',
          'Retry-After': '80000',
        },
      ),
    });
    const before = Date.now();
    await apiRequest(accountOps.getMe);
    const budget = budgetStore.get()!;
    expect([budget.limit, budget.remaining]).toEqual([300, 120]);
    expect(budget.resetAt - before).toBeGreaterThanOrEqual(90_000);
    expect(budget.resetAt - before).toBeLessThan(91_000);

    await apiRequest(authOps.logout);
    expect(budgetStore.get()).toBe(budget);
    await apiRequest(accountOps.addFunds, { body: { amount: 100 } }).catch(() => {});
    expect(budgetStore.get()).toBe(budget);
  });

  it('waits out a 429 for Retry-After seconds, shows the notice, then retries', async () => {
    vi.useFakeTimers();
    const calls = stubFetch({
      'GET /api/v1/me': [
        problem(429, 'rate_limited', 'Request budget exhausted', {}, { 'Retry-After': '3', ...rateHeaders(0) }),
        json({ ok: 'second' }),
      ],
    });
    const pending = apiRequest(accountOps.getMe);
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(1);
    expect(rateLimitStore.get()).toMatchObject({
      global: false,
      retrying: true,
      seconds: 3,
      detail: 'Request budget exhausted',
    });

    await vi.advanceTimersByTimeAsync(2900);
    expect(calls).toHaveLength(1); // not before Retry-After
    await vi.advanceTimersByTimeAsync(200);
    await expect(pending).resolves.toEqual({ ok: 'second' });
    expect(calls).toHaveLength(2);
  });

  it('never resends a wrong code on its own: a failed-attempt 429 is reported and thrown at once', async () => {
    const calls = stubFetch({
      'POST /api/v1/account/two-factor/disable': problem(
        429,
        'rate_limited',
        'Too many wrong codes; try again in 5 s',
        { retryAfter: 5 },
        { 'Retry-After': '5', 'X-RateLimit-Bucket': 'failed-code' },
      ),
    });
    const error = await apiRequest(accountOps.disableTwoFactor, { body: { code: '123456' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiProblem);
    expect(calls).toHaveLength(1);
    expect(rateLimitStore.get()).toMatchObject({ attempts: true, retrying: false, seconds: 5 });
  });

  it('does not sit through a long Retry-After: a global cap is reported and thrown', async () => {
    const calls = stubFetch({
      'POST /api/v1/account/balance/actions/add-funds': problem(
        429,
        'rate_limited',
        'The daily cap for this operation is global, not yours',
        { global: true, retryAfter: 7200 },
        { 'Retry-After': '7200' },
      ),
    });
    const error = await apiRequest(accountOps.addFunds, { body: { amount: 500 } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiProblem);
    expect(error.retryAfter).toBe(7200);
    expect(calls).toHaveLength(1);
    expect(rateLimitStore.get()).toMatchObject({ global: true, retrying: false, seconds: 7200 });
  });

  it('reports an expired session on 401, except for login and a TOTP step-up', async () => {
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    stubFetch({
      'GET /api/v1/me': problem(401, 'unauthorized', 'Log in first'),
      'POST /api/v1/auth/login': problem(401, 'unauthorized', 'Wrong email or password'),
      'POST /api/v1/pending-actions/pa_1/approve': problem(401, 'two_factor_required', 'Enter your code'),
      'GET /api/v1/auth/session': problem(401, 'unauthorized', 'No session'),
    });
    await apiRequest(authOps.login, { body: { email: 'a@b.se', password: 'x' } }).catch(() => {});
    await apiRequest(confirmationOps.approvePendingAction, { params: { id: 'pa_1' }, body: {} }).catch(() => {});
    await apiRequest(authOps.getSession, { on401: 'throw' }).catch(() => {});
    expect(expired).not.toHaveBeenCalled();
    await expect(apiRequest(accountOps.getMe)).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(expired).toHaveBeenCalledTimes(1);
    off();
  });

  it('reports an unreachable server as a problem with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest(accountOps.getMe)).rejects.toMatchObject({ status: 0, name: 'ApiProblem' });
  });
});
