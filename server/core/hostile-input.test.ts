// Hostile input that once reached the database and came back as a 500: it is
// refused by the shared pipeline with a problem naming the field, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES, startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startApi();
  token = await api.token(ALL_SCOPES);
});
afterAll(() => api.close());

describe('hostile input', () => {
  it('a NUL character in a query string is a 422 naming the parameter', async () => {
    const r = await api.call('GET', '/audit-log', { token, query: { q: 'a\u0000b' } });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('validation_failed');
    expect(r.body.errors[0].path).toBe('q');
  });

  it('a NUL character or a lone surrogate in a body string is a 422 naming the field', async () => {
    for (const name of ['Ann\u0000', 'Ann\ud800']) {
      const r = await api.call('PATCH', '/account/profile', { token, body: { name } });
      expect(r.status, name).toBe(422);
      expect(r.body.errors[0].path).toBe('name');
    }
    const profile = await api.call('GET', '/account/profile', { token });
    expect(profile.body.name).not.toContain('\u0000');
  });

  it('a path id beyond the database range is a 404, not a 500', async () => {
    for (const id of ['999999999999999999999', '2147483648', '99999999999']) {
      const r = await api.call('DELETE', `/account/guests/${id}`, { token });
      expect(r.status, id).toBe(404);
      expect(r.body.code).toBe('not_found');
    }
  });

  it('odd JSON bodies to PATCH /account/profile are problems, never 500', async () => {
    const bodies = [
      '[]',
      'null',
      '"name"',
      '123',
      '{"name": null}',
      '{"address": null}',
      '{"address": []}',
      '{"address": {"line1": 5}}',
      '{"name": {"toString": 1}}',
      '{"__proto__": {"name": "x"}}',
      '{"constructor": {"prototype": {}}}',
      '{"name": "' + 'x'.repeat(200) + '"}',
      '{"phone": 1e400}',
      '{"name": "a", "name": "b"}',
    ];
    for (const rawBody of bodies) {
      const r = await api.call('PATCH', '/account/profile', {
        token,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(r.status, rawBody).toBeLessThan(500);
      if (r.status >= 400) expect(r.headers.get('content-type'), rawBody).toContain('application/problem+json');
    }
  });
});

describe('body limit', () => {
  it('a body over 1 MiB is refused with a 413 problem, on the public login too, before anything is read', async () => {
    const big = JSON.stringify({ email: 'demo@example.com', password: 'x'.repeat(1024 * 1024) });
    const r = await api.call('POST', '/auth/login', {
      rawBody: big,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
    });
    expect(r.status).toBe(413);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.code).toBe('payload_too_large');
    expect(r.body.detail).toContain('1 MiB');
  });

  it('a chunked body is cut off at the limit too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream({
      pull(ctl) {
        if (sent++ < 40) ctl.enqueue(chunk);
        else ctl.close();
      },
    });
    const res = await api.app.request('/api/v1/account/profile', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: stream,
      // @ts-expect-error undici needs this for a streamed body
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('payload_too_large');
  });

  it('a zone import may carry its full 1 MiB zone file', async () => {
    const zone = `; padding\n${'; a comment line that only pads the file to its limit\n'.repeat(19_000)}`;
    expect(zone.length).toBeLessThan(1024 * 1024);
    const r = await api.call('PUT', '/dns/zone/import', {
      token,
      body: { input: 'nordlight.se', zone_file: zone, mode: 'merge', dry_run: true },
    });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
  });
});

describe('money', () => {
  it('an amount with more decimals than the currency has is refused with a 422 naming the field, not rounded', async () => {
    for (const amount of [1.005, 100.005]) {
      const r = await api.call('POST', '/account/balance/actions/add-funds', { token, body: { amount } });
      expect(r.status, String(amount)).toBe(422);
      expect(r.body.errors).toContainEqual(
        expect.objectContaining({ path: 'amount', message: expect.stringContaining('two decimals') }),
      );
    }
    const ok = await api.call('POST', '/account/balance/actions/add-funds', { token, body: { amount: 100.07 } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'confirmation_required', amount: { amount: 100.07 } });
  });
});

describe('deeply nested bodies', () => {
  it('a body nested 20,000 deep is a problem, not a stack overflow', async () => {
    for (const rawBody of [
      '['.repeat(20_000) + ']'.repeat(20_000),
      '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
    ]) {
      const r = await api.call('PATCH', '/account/preferences', {
        token,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('a NUL deep inside a nested body is found and named', async () => {
    const r = await api.call('PATCH', '/account/preferences', {
      token,
      body: { notifications: { invoices: ['x', { deep: 'a\u0000' }] } },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].path).toBe('notifications.invoices.1.deep');
  });
});
