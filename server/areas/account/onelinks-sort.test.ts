// Sorting the single-use links (`sort`, ADR 035: `-issued`, the default, newest first; `expires`;
// `purpose`, both ways): every order pages without skips or repeats, an unknown sort names the
// choices, and a cursor of one order (or a tampered one) is refused by another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSortRefusals } from '@server/test/sort-checks';
import { ONELINK_SORTS } from '@contract/list-sorts';
import { encodeCursor } from '@server/core/pagination';
import { onelinks } from '@server/db/schema/core';
import { startApi, type TestApi } from '@server/test/harness';
import { allPages } from '@server/test/all-pages';

let api: TestApi;
let reader: string;

interface Row {
  id: string;
  purpose: string;
  createdAt: string;
  expiresAt: string;
}

const MINUTE = 60_000;

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:account']);
  const demo = await api.accountId('demo@example.com');
  const now = api.clock.now().getTime();
  // Ids in the order issued (`ol_t1` first), so a tie falls back to it. Issue times, expiries and
  // purposes each tie somewhere, and no two columns order the links alike.
  const made: [purpose: string, issued: number, expires: number][] = [
    ['dbadmin:shop', -60, 5],
    ['cms:blog', -50, 30],
    ['dbadmin:shop', -50, -20],
    ['cms:blog', -40, 5],
    ['apps:wiki', -10, 60],
  ];
  await api.db.insert(onelinks).values(
    made.map(([purpose, issued, expires], i) => ({
      id: `ol_t${i + 1}`,
      accountId: demo,
      purpose,
      tokenHash: `hash-${i}`,
      url: `https://dashboard.test/sandbox/x/ol_t${i + 1}`,
      createdAt: new Date(now + issued * MINUTE),
      expiresAt: new Date(now + expires * MINUTE),
    })),
  );
});
afterAll(() => api.close());

const all = (query: Record<string, string | number>) => allPages<Row>(api, '/account/onelink', reader, query);
const list = (query: Record<string, string | number>) => api.call('GET', '/account/onelink', { token: reader, query });

const keys: Record<string, (l: Row) => string | number> = {
  issued: (l) => Date.parse(l.createdAt),
  expires: (l) => Date.parse(l.expiresAt),
  purpose: (l) => l.purpose,
};

/** The ids in the order `sort` names: the column, then the id, both the same way. */
function expected(rows: Row[], sort: string): string[] {
  const desc = sort.startsWith('-');
  const key = keys[desc ? sort.slice(1) : sort]!;
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows].sort((a, b) => (desc ? -1 : 1) * (cmp(key(a), key(b)) || cmp(a.id, b.id))).map((l) => l.id);
}

describe('GET /account/onelink?sort', () => {
  it('without sort answers newest first, as before', async () => {
    const rows = await all({});
    expect(rows.map((l) => l.id)).toEqual(['ol_t5', 'ol_t4', 'ol_t3', 'ol_t2', 'ol_t1']);
  });

  it('sorts by each column both ways, paging two at a time without skips or repeats', async () => {
    const every = await all({});
    for (const column of Object.keys(keys))
      for (const sort of [column, `-${column}`])
        expect(
          (await all({ sort })).map((l) => l.id),
          sort,
        ).toEqual(expected(every, sort));
    expect((await all({ sort: 'expires' })).map((l) => l.id)).toEqual(['ol_t3', 'ol_t1', 'ol_t4', 'ol_t2', 'ol_t5']);
  });

  it('refuses an unknown sort naming the choices, a cursor issued under another sort, and a tampered one', async () => {
    await expectSortRefusals(api, '/account/onelink', {
      token: reader,
      columns: ONELINK_SORTS,
      switches: [
        ['-issued', 'issued'],
        ['purpose', 'expires'],
        ['expires', '-issued'],
      ],
    });
    for (const key of [
      ['expires', 'soon', 'ol_t1'],
      ['purpose', 'cms:blog', 2],
    ]) {
      const r = await list({ sort: String(key[0]), cursor: encodeCursor(key) });
      expect([r.status, r.body.code], JSON.stringify(key)).toEqual([400, 'invalid_request']);
    }
  });
});
