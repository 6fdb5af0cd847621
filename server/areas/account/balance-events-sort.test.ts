// Sorting the balance ledger (`sort`, ADR 035: `-time`, the default, newest first; `time`; `amount`, the
// signed amount, both ways): every order pages without skips or repeats, an unknown sort names the
// choices, and a cursor of one order (or a tampered one) is refused by another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSortRefusals } from '@server/test/sort-checks';
import { BALANCE_EVENT_SORTS } from '@contract/list-sorts';
import { encodeCursor } from '@server/core/pagination';
import { balanceEvents } from '@server/db/schema/billing';
import { startApi, type TestApi } from '@server/test/harness';
import { allPages } from '@server/test/all-pages';

let api: TestApi;
let reader: string;

interface Row {
  id: string;
  amount: { amount: number; currency: string };
  description: string;
}

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:account']);
  const demo = await api.accountId('demo@example.com');
  const now = api.clock.now();
  // Recorded in an order that is not the amounts': two deposits and two charges of one size each tie.
  const moves: [number, string][] = [
    [5000, 'Top-up A'],
    [-1200, 'Charge A'],
    [5000, 'Top-up B'],
    [-1200, 'Charge B'],
    [-300, 'Charge C'],
    [20000, 'Top-up C'],
  ];
  let balance = 0;
  for (const [cents, description] of moves) {
    balance += cents;
    await api.db.insert(balanceEvents).values({
      accountId: demo,
      kind: cents > 0 ? 'deposit' : 'charge',
      amountCents: cents,
      balanceAfterCents: balance,
      description,
      createdAt: now,
    });
  }
});
afterAll(() => api.close());

const all = (query: Record<string, string | number>) => allPages<Row>(api, '/account/balance/events', reader, query);
const list = (query: Record<string, string | number>) =>
  api.call('GET', '/account/balance/events', { token: reader, query });

const ids = (rows: Row[]) => rows.map((e) => Number(e.id));

describe('GET /account/balance/events?sort', () => {
  it('without sort answers newest first, as before; `time` is the same order reversed', async () => {
    const rows = await all({});
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.slice(0, 6).map((e) => e.description)).toEqual([
      'Top-up C',
      'Charge C',
      'Charge B',
      'Top-up B',
      'Charge A',
      'Top-up A',
    ]);
    expect(ids(rows)).toEqual([...ids(rows)].sort((a, b) => b - a));
    expect(ids(await all({ sort: '-time' }))).toEqual(ids(rows));
    expect(ids(await all({ sort: 'time' }))).toEqual(ids(rows).reverse());
  });

  it('sorts by the signed amount both ways, paging two at a time without skips or repeats; ties by the order recorded', async () => {
    const every = await all({});
    for (const sort of ['amount', '-amount']) {
      const sign = sort.startsWith('-') ? -1 : 1;
      const expected = [...every]
        .sort((a, b) => sign * (a.amount.amount - b.amount.amount || Number(a.id) - Number(b.id)))
        .map((e) => e.description);
      expect(
        (await all({ sort })).map((e) => e.description),
        sort,
      ).toEqual(expected);
    }
    const mine = (rows: Row[]) => rows.map((e) => e.description).filter((d) => /^(Top-up|Charge) [ABC]$/.test(d));
    expect(mine(await all({ sort: 'amount' }))).toEqual([
      'Charge A',
      'Charge B',
      'Charge C',
      'Top-up A',
      'Top-up B',
      'Top-up C',
    ]);
  });

  it('refuses an unknown sort naming the choices, a cursor issued under another sort, and a tampered one', async () => {
    await expectSortRefusals(api, '/account/balance/events', {
      token: reader,
      columns: BALANCE_EVENT_SORTS,
      switches: [
        ['amount', '-amount'],
        ['-time', 'amount'],
        ['-amount', 'time'],
      ],
    });
    for (const key of [
      ['amount', 'lots', 1],
      ['-time', 'yesterday'],
    ]) {
      const r = await list({ sort: String(key[0]), cursor: encodeCursor(key) });
      expect([r.status, r.body.code], JSON.stringify(key)).toEqual([400, 'invalid_request']);
    }
  });
});
