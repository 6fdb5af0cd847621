// Sorting the guest list (`sort`, ADR 035: `-invited`, the default, newest invitation first; `invited`;
// `email` both ways): every order pages without skips or repeats, revoked guests stay out, an unknown
// sort names the choices, and a cursor of one order (or a tampered one) is refused by another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSortRefusals } from '@server/test/sort-checks';
import { GUEST_SORTS } from '@contract/list-sorts';
import { encodeCursor } from '@server/core/pagination';
import { guests } from '@server/db/schema/account';
import { startApi, type TestApi } from '@server/test/harness';
import { allPages } from '@server/test/all-pages';

let api: TestApi;
let reader: string;

interface Row {
  id: number;
  email: string;
  createdAt: string;
}

// Invited in an order that is neither the addresses' nor their reverse, so each sort tells them apart.
const INVITED = ['mika@example.net', 'ada@example.net', 'tove@example.net', 'bo@example.net', 'ella@example.net'];

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:account']);
  const demo = await api.accountId('demo@example.com');
  // All at one moment (the clock is frozen): the invitation order is the ids'. Active addresses are
  // unique per account, so `email` has no ties; a revoked guest shares one and must never be listed.
  const now = api.clock.now();
  for (const email of INVITED) await api.db.insert(guests).values({ accountId: demo, email, createdAt: now });
  await api.db.insert(guests).values({ accountId: demo, email: 'ada@example.net', createdAt: now, revokedAt: now });
  // Another account's guest never shows up here.
  await api.db
    .insert(guests)
    .values({ accountId: await api.accountId('maria@example.com'), email: 'zed@example.net', createdAt: now });
});
afterAll(() => api.close());

const all = (query: Record<string, string | number>) => allPages<Row>(api, '/account/guests', reader, query);
const list = (query: Record<string, string | number>) => api.call('GET', '/account/guests', { token: reader, query });

describe('GET /account/guests?sort', () => {
  it('without sort answers newest invitation first, as before; `invited` is the same order reversed', async () => {
    const rows = await all({});
    expect(rows.map((g) => g.email)).toEqual([...INVITED].reverse());
    const ids = rows.map((g) => g.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await all({ sort: '-invited' })).map((g) => g.id)).toEqual(ids);
    expect((await all({ sort: 'invited' })).map((g) => g.id)).toEqual([...ids].reverse());
  });

  it('sorts by email both ways, paging two at a time without skips or repeats', async () => {
    const byEmail = [...INVITED].sort();
    expect((await all({ sort: 'email' })).map((g) => g.email)).toEqual(byEmail);
    expect((await all({ sort: '-email' })).map((g) => g.email)).toEqual(byEmail.reverse());
  });

  it('refuses an unknown sort naming the choices, a cursor issued under another sort, and a tampered one', async () => {
    await expectSortRefusals(api, '/account/guests', {
      token: reader,
      columns: GUEST_SORTS,
      switches: [
        ['email', '-email'],
        ['-invited', 'email'],
        ['email', 'invited'],
      ],
    });
    for (const [sort, key] of [
      ['email', ['email', 5, 1]],
      ['email', ['email', 'ada@example.net', 'one']],
      ['-invited', ['-invited', 'yesterday']],
    ] as const) {
      const r = await list({ sort, cursor: encodeCursor([...key]) });
      expect([r.status, r.body.code], JSON.stringify(key)).toEqual([400, 'invalid_request']);
    }
  });
});
