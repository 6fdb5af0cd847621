// Sorting the API tokens (`sort`, ADR 035: `-created`, the default, newest first; `name`; `expires`, with
// no expiry as the latest; `used`, with never used as the longest ago): every order both ways pages
// without skips or repeats (tokens without the time included), an unknown sort names the choices, and a
// cursor of one order (or a tampered one) is refused. The listing is the web session's, so it pages with
// the session cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSortRefusals } from '@server/test/sort-checks';
import { TOKEN_SORTS } from '@contract/list-sorts';
import { encodeCursor } from '@server/core/pagination';
import { apiTokens } from '@server/db/schema/account';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let cookie: string;

interface Row {
  id: string;
  name: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

const HOUR = 3_600_000;

beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
  const demo = await api.accountId('demo@example.com');
  const now = api.clock.now().getTime();
  const at = (hours: number | null) => (hours === null ? null : new Date(now + hours * HOUR));
  // Ids in creation order (`tok_t1` first), so a tie falls back to the order they were made in. Each
  // column has ties and tokens without the time, and no two columns order the tokens alike.
  const made: [name: string, created: number, expires: number | null, used: number | null][] = [
    ['deploy', -50, 24, -1],
    ['backup', -40, null, null],
    ['deploy', -40, 48, -30],
    ['monitor', -30, 24, null],
    ['backup', -20, null, -1],
    ['zapier', -10, 2, -5],
    ['ci', -10, 72, -20],
  ];
  await api.db.insert(apiTokens).values(
    made.map(([name, created, expires, used], i) => ({
      id: `tok_t${i + 1}`,
      accountId: demo,
      name,
      scopes: ['read:account'],
      hash: `hash-${i}`,
      prefix: `hcp_t${i + 1}xx`,
      createdAt: at(created)!,
      expiresAt: at(expires),
      lastUsedAt: at(used),
    })),
  );
  // Another account's token never shows up here.
  await api.token(['read:account'], { accountEmail: 'maria@example.com', name: 'other' });
});
afterAll(() => api.close());

const list = (query: Record<string, string | number>) => api.call('GET', '/account/tokens', { cookie, query });

/** The whole listing, two a page, through its cursors. */
async function all(query: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const r = await list({ ...query, limit: 2, ...(cursor ? { cursor } : {}) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    rows.push(...r.body.data);
    cursor = r.body.nextCursor;
  } while (cursor);
  return rows;
}

/** What each column sorts by in the test's own terms: missing times at the end of time, or its start. */
const keys: Record<string, (t: Row) => string | number> = {
  created: (t) => Date.parse(t.createdAt),
  name: (t) => t.name,
  expires: (t) => (t.expiresAt ? Date.parse(t.expiresAt) : Infinity),
  used: (t) => (t.lastUsedAt ? Date.parse(t.lastUsedAt) : -Infinity),
};

/** The ids in the order `sort` names: the column, then the id, both the same way. */
function expected(rows: Row[], sort: string): string[] {
  const desc = sort.startsWith('-');
  const key = keys[desc ? sort.slice(1) : sort]!;
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows].sort((a, b) => (desc ? -1 : 1) * (cmp(key(a), key(b)) || cmp(a.id, b.id))).map((t) => t.id);
}

describe('GET /account/tokens?sort', () => {
  it('without sort answers newest first, as before', async () => {
    const rows = await all({});
    expect(rows).toHaveLength(7);
    expect(rows.map((t) => t.id)).toEqual(['tok_t7', 'tok_t6', 'tok_t5', 'tok_t4', 'tok_t3', 'tok_t2', 'tok_t1']);
    expect(rows.map((t) => t.id)).toEqual(expected(rows, '-created'));
  });

  it('sorts by each column both ways, paging two at a time without skips or repeats', async () => {
    const every = (await all({})).sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const column of Object.keys(keys))
      for (const sort of [column, `-${column}`]) {
        const rows = await all({ sort });
        expect(rows.map((t) => t.id).sort(), sort).toEqual(every.map((t) => t.id));
        expect(
          rows.map((t) => t.id),
          sort,
        ).toEqual(expected(every, sort));
      }
    // Spelled out once: soonest expiry first, those that never expire last; most recently used first,
    // never used last.
    expect((await all({ sort: 'expires' })).map((t) => t.id)).toEqual([
      'tok_t6',
      'tok_t1',
      'tok_t4',
      'tok_t3',
      'tok_t7',
      'tok_t2',
      'tok_t5',
    ]);
    expect((await all({ sort: '-used' })).map((t) => t.id)).toEqual([
      'tok_t5',
      'tok_t1',
      'tok_t6',
      'tok_t7',
      'tok_t3',
      'tok_t4',
      'tok_t2',
    ]);
  });

  it('refuses an unknown sort naming the choices, a cursor issued under another sort, and a tampered one', async () => {
    await expectSortRefusals(api, '/account/tokens', {
      cookie,
      columns: TOKEN_SORTS,
      switches: [
        ['-created', 'created'],
        ['name', 'expires'],
        ['expires', '-used'],
        ['-used', 'name'],
      ],
    });
    for (const key of [
      ['expires', 'next week', 'tok_t1'],
      ['expires', '-infinity', 'tok_t1'],
      ['-used', 7, 'tok_t1'],
      ['-created', '2026-01-01', 'tok_t1'],
      ['name', 'deploy', 3],
    ]) {
      const r = await list({ sort: String(key[0]), cursor: encodeCursor(key) });
      expect([r.status, r.body.code], JSON.stringify(key)).toEqual([400, 'invalid_request']);
    }
  });
});
