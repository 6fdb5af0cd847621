// A listing read to its end through its cursors, two rows a page, so that the sort tests page even a
// short list many times (core/pagination.ts: no skips or repeats whatever the order).
import { expect } from 'vitest';
import type { TestApi } from './harness';

type Query = Record<string, string | number>;

export async function allPages<Row>(api: TestApi, path: string, token: string, query: Query): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const r: { status: number; body: { data: Row[]; nextCursor: string | null } } = await api.call('GET', path, {
      token,
      query: { ...query, limit: 2, ...(cursor ? { cursor } : {}) },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    rows.push(...r.body.data);
    cursor = r.body.nextCursor;
  } while (cursor);
  return rows;
}
