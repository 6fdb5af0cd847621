// The checks every sortable listing (ADR 035) shares, so each listing's test says only what is its
// own: its columns, its filters, its rows. The refusals: an unknown `sort` is a 422 naming the
// columns, and a cursor issued under one sort is a 400 under another. The export's reply: a CSV
// download with a header row and a dated file name, parsed into its records.
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import type { Reply, TestApi } from './harness';

type Query = Record<string, string | number>;

export interface SortRefusals {
  /** Who asks: a token, or (for a session-only listing) a session cookie. */
  token?: string;
  cookie?: string;
  /** The listing's columns, in its contract's order: the 422 names them so. */
  columns: readonly string[];
  /** Each pair: a cursor issued under the first sort, sent with the second. */
  switches: readonly (readonly [string, string])[];
  /** Filters the listing needs (its input, a zone). */
  query?: Query;
  /** The default order, when its cursors are still the listing's plain id cursors (they name no sort, and it
   * refuses another sort's as not its own). */
  plainDefault?: string;
}

export async function expectSortRefusals(api: TestApi, path: string, r: SortRefusals): Promise<void> {
  const query = r.query ?? {};
  const who = r.cookie ? { cookie: r.cookie } : { token: r.token };
  const bad = await api.call('GET', path, { ...who, query: { ...query, sort: 'no-such-column' } });
  expect(bad.status).toBe(422);
  expect(JSON.stringify(bad.body)).toContain(`sort is one of ${r.columns.join(', ')}`);
  for (const [from, to] of r.switches) {
    const first = await api.call('GET', path, { ...who, query: { ...query, sort: from, limit: 2 } });
    // A next page exists, and its cursor names the sort it was issued under.
    expect(first.body.hasMore, `${path} sorted by ${from} needs a second page`).toBe(true);
    if (from !== r.plainDefault)
      expect(JSON.parse(Buffer.from(first.body.nextCursor, 'base64url').toString('utf8'))[0]).toBe(from);
    const other = await api.call('GET', path, {
      ...who,
      query: { ...query, sort: to, limit: 2, cursor: first.body.nextCursor },
    });
    expect([other.status, other.body.code], `${from} → ${to}`).toEqual([400, 'invalid_request']);
    // The plain default reads its own id cursors only: another's is simply not one of its cursors.
    if (to !== r.plainDefault) expect(other.body.detail).toMatch(/another sort/);
  }
}

/** An export's reply checked as a CSV download named `<name>-<date>.csv`; its rows, the header first. */
export function exportedCsv(reply: Reply, name: string): string[][] {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
  const file = /^attachment; filename="(.+)-\d{4}-\d{2}-\d{2}\.csv"$/.exec(
    reply.headers.get('content-disposition') ?? '',
  );
  expect(file?.[1], reply.headers.get('content-disposition') ?? 'no content-disposition').toBe(name);
  return parse(reply.body as string, { bom: true }) as string[][];
}

/**
 * `rows` in the order a listing sorted by `key` gives them: numbers as numbers, text by code point (the
 * fixtures pick values every collation orders alike), ties by id (the order they were added), and
 * `desc` the whole order reversed, ties included, as the keyset pages the id the same way.
 */
export function expectedOrder<R extends { id: number }>(
  rows: readonly R[],
  key: (row: R) => string | number,
  desc: boolean,
): R[] {
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : a < b ? -1 : a > b ? 1 : 0;
  const sorted = [...rows].sort((a, b) => compare(key(a), key(b)) || a.id - b.id);
  return desc ? sorted.reverse() : sorted;
}
