import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { auditEvents } from '@server/db/schema/core';
import { startApi, type TestApi } from '@server/test/harness';
import {
  decodeCursor,
  encodeCursor,
  isoKey,
  keyset,
  paginate,
  sortedOrDefault,
  type KeysetSpec,
  type SortKey,
} from './pagination';

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

describe('sortedOrDefault: a listing paged before it took `sort` keeps its cursors (ADR 035)', () => {
  type Row = { id: number; operation: string; at: Date };
  const rows: Row[] = [
    { id: 7, operation: 'b', at: new Date('2026-01-02T03:04:05.000Z') },
    { id: 8, operation: 'a', at: new Date('2026-01-03T03:04:05.000Z') },
  ];
  const keys: Record<'operation' | 'at', SortKey<Row>> = {
    operation: [auditEvents.operation, (r) => r.operation],
    at: [auditEvents.at, (r) => isoKey(r.at)],
  };
  const id: SortKey<Row> = [auditEvents.id, (r) => r.id];
  type Sort = { column: 'recorded' | 'operation' | 'at'; direction: 'asc' | 'desc' };
  const asc = (column: Sort['column']): Sort => ({ column, direction: 'asc' });
  const desc = (column: Sort['column']): Sort => ({ column, direction: 'desc' });
  // `recorded` is the id order, newest first by default: as transfers, migrations and bookings are.
  const byRecorded = (sort: Sort) => sortedOrDefault(sort, desc('recorded'), keys, id, 'recorded');

  /** The cursor a page of one row hands out after the first row, decoded. */
  async function nextKey(spec: KeysetSpec<Row>) {
    const page = await paginate({
      params: { limit: 1 },
      spec,
      fetch: async () => rows,
      count: async () => rows.length,
      map: (r) => r,
    });
    return decodeCursor(page.nextCursor!);
  }
  const dialect = new PgDialect();
  const sqlOf = (spec: KeysetSpec<Row>, key: (string | number)[]) => {
    const { where, orderBy } = keyset(spec, encodeCursor(key));
    return { where: dialect.sqlToQuery(where!), orderBy: orderBy.map((o) => dialect.sqlToQuery(o).sql) };
  };

  it('the default sort pages as before: the id alone, a plain cursor naming no sort', async () => {
    const spec = byRecorded(desc('recorded'));
    expect(spec.sort).toBeUndefined();
    expect(spec.columns).toEqual([auditEvents.id]);
    expect(await nextKey(spec)).toEqual([7]);
    // A cursor issued before the listing took `sort` still pages, from where it was.
    expect(sqlOf(spec, [7])).toEqual({
      where: { sql: '("audit_events"."id") < ($1)', params: [7], typings: ['none'] },
      orderBy: ['"audit_events"."id" desc'],
    });
    expect(() => keyset(spec, encodeCursor(['-recorded', 7]))).toThrow('does not belong to this listing');
  });

  it('a default sort that is not the id keeps its column then the id, still with a plain cursor', async () => {
    // As the drop list's soonest first: its release moment, then its name.
    const spec = sortedOrDefault(asc('at'), asc('at'), keys, id, 'recorded');
    expect(spec.sort).toBeUndefined();
    expect(spec.columns).toEqual([auditEvents.at, auditEvents.id]);
    expect(await nextKey(spec)).toEqual(['2026-01-02T03:04:05.000Z', 7]);
    expect(sqlOf(spec, ['2026-01-02T03:04:05.000Z', 7]).orderBy).toEqual([
      '"audit_events"."created_at" asc',
      '"audit_events"."id" asc',
    ]);
  });

  it('another sort names itself in its cursors, its column then the id, and refuses a plain cursor', async () => {
    const spec = byRecorded(desc('operation'));
    expect(spec.sort).toBe('-operation');
    expect(spec.columns).toEqual([auditEvents.operation, auditEvents.id]);
    expect(await nextKey(spec)).toEqual(['-operation', 'b', 7]);
    expect(sqlOf(spec, ['-operation', 'b', 7])).toEqual({
      where: {
        sql: '("audit_events"."operation", "audit_events"."id") < ($1, $2)',
        params: ['b', 7],
        typings: ['none', 'none'],
      },
      orderBy: ['"audit_events"."operation" desc', '"audit_events"."id" desc'],
    });
    expect(() => keyset(spec, encodeCursor(['b', 7]))).toThrow('another sort');
    expect(() => keyset(spec, encodeCursor(['operation', 'b', 7]))).toThrow('another sort');
  });

  it('the default column the other way round is another sort: named, and ascending', async () => {
    const spec = byRecorded(asc('at'));
    expect(spec).toMatchObject({ sort: 'at', direction: 'asc' });
    expect(await nextKey(spec)).toEqual(['at', '2026-01-02T03:04:05.000Z', 7]);
    expect(sqlOf(spec, ['at', '2026-01-02T03:04:05.000Z', 7]).where.sql).toBe(
      '("audit_events"."created_at", "audit_events"."id") > ($1, $2)',
    );
  });

  it('the id column sorted another way pages by the id alone, with the sort named', async () => {
    const spec = byRecorded(asc('recorded'));
    expect(spec).toMatchObject({ sort: 'recorded', direction: 'asc' });
    expect(spec.columns).toEqual([auditEvents.id]);
    expect(await nextKey(spec)).toEqual(['recorded', 7]);
    expect(sqlOf(spec, ['recorded', 7])).toEqual({
      where: { sql: '("audit_events"."id") > ($1)', params: [7], typings: ['none'] },
      orderBy: ['"audit_events"."id" asc'],
    });
    expect(() => keyset(spec, encodeCursor([7]))).toThrow('another sort');
  });

  it('the id column as the default (ascending, as the VPS catalogue) is plain; descending it is named', async () => {
    const byId = (sort: Sort) => sortedOrDefault(sort, asc('recorded'), keys, id, 'recorded');
    expect(await nextKey(byId(asc('recorded')))).toEqual([7]);
    expect(byId(asc('recorded')).direction).toBe('asc');
    expect(await nextKey(byId(desc('recorded')))).toEqual(['-recorded', 7]);
    expect(byId(desc('recorded')).direction).toBe('desc');
  });

  it('without an id column every sort but the default pages by its column then the id', async () => {
    const byAt = (sort: { column: 'operation' | 'at'; direction: 'asc' | 'desc' }) =>
      sortedOrDefault(sort, { column: 'at', direction: 'desc' }, keys, id);
    expect(byAt({ column: 'operation', direction: 'asc' }).columns).toEqual([auditEvents.operation, auditEvents.id]);
    expect(await nextKey(byAt({ column: 'operation', direction: 'asc' }))).toEqual(['operation', 'b', 7]);
    expect(await nextKey(byAt({ column: 'at', direction: 'desc' }))).toEqual(['2026-01-02T03:04:05.000Z', 7]);
  });
});
