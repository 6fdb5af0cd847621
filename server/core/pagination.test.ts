import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@server/db/schema/core';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let token: string;
let writer: string;
beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:account']);
  writer = await api.token(['read:account', 'write:account']);
  const accountId = await api.accountId('demo@example.com');
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    accountId,
    at: new Date(api.clock.now().getTime() - (1000 - i) * 1000),
    actorKind: 'system',
    actorId: null,
    actorName: 'bulk',
    operation: `bulk${i}`,
    method: 'POST',
    path: '/bulk',
    target: null,
    outcome: 'success',
    status: 200,
    detail: null,
  }));
  await api.db.insert(auditEvents).values(rows);
});
afterAll(() => api.close());

describe('cursor pagination', () => {
  it('walks a 1,000-row list with no skips or repeats while rows are added', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    let firstTotal = 0;
    do {
      const r = await api.call('GET', '/audit-log', {
        token,
        query: { limit: 37, q: 'bulk', ...(cursor ? { cursor } : {}) },
      });
      expect(r.status).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(['data', 'hasMore', 'nextCursor', 'total']);
      if (pages === 0) firstTotal = r.body.total;
      seen.push(...r.body.data.map((e: { operation: string }) => e.operation));
      expect(r.body.hasMore).toBe(r.body.nextCursor !== null);
      cursor = r.body.nextCursor ?? undefined;
      pages++;
      // A write between pages adds a newer row; it must not shift what comes next.
      await api.call('PATCH', '/account/profile', { token: writer, body: { company: `Bulk ${pages}` } });
    } while (cursor);
    expect(firstTotal).toBe(1000);
    expect(seen).toHaveLength(1000);
    expect(new Set(seen).size).toBe(1000);
    expect(seen[0]).toBe('bulk999');
    expect(seen[999]).toBe('bulk0');
    expect(pages).toBe(Math.ceil(1000 / 37));
  });

  it('defaults limit to 25 and enforces the per-endpoint ceiling', async () => {
    const r = await api.call('GET', '/audit-log', { token });
    expect(r.body.data).toHaveLength(25);
    const over = await api.call('GET', '/audit-log', { token, query: { limit: 201 } });
    expect(over.status).toBe(422);
    expect(over.body.errors[0].path).toBe('limit');
    expect((await api.call('GET', '/audit-log', { token, query: { limit: 0 } })).status).toBe(422);
  });

  it('refuses a cursor the API did not issue with 400 invalid_request', async () => {
    const r = await api.call('GET', '/audit-log', { token, query: { cursor: 'not-a-cursor' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_request');
  });

  it('refuses an edited cursor whose values do not fit the columns it pages by, before the database sees it', async () => {
    const invoices = await api.token(['read:billing']);
    const forged = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const [path, sort, key] of [
      ['/invoices', '-issued', ['-issued', 'yesterday', 1]],
      ['/invoices', '-issued', ['-issued', '2026-01-01T00:00:00.000Z', 'one']],
      ['/invoices', 'total', ['total', 'a lot', 1]],
      ['/audit-log', '-time', ['-time', 'x']],
      // An id its integer column cannot hold (the log's is a bigint, read as a safe integer), or a fraction of
      // one: PostgreSQL would fail the comparison (a 500).
      ['/invoices', '-issued', ['-issued', '2026-01-01T00:00:00.000Z', 2_147_483_648]],
      ['/invoices', '-issued', ['-issued', '2026-01-01T00:00:00.000Z', 1.5]],
      ['/audit-log', '-time', ['-time', 2 ** 53]],
    ] as const) {
      const r = await api.call('GET', path, {
        token: path === '/invoices' ? invoices : token,
        query: { sort, cursor: forged([...key]) },
      });
      expect(r.status, `${path} ${JSON.stringify(key)}`).toBe(400);
      expect(r.body.code).toBe('invalid_request');
    }
  });
});
