// Sorting Snapback's drop list (`sort`, ADR 035): `drops` (soonest first) is the default, the order before,
// and keeps its plain cursors; every column pages both ways, two at a time, without skips or repeats, ties
// by name; an unknown sort names the choices, and a cursor issued under one sort is refused by another.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPBACK_DROP_SORTS } from '@contract/list-sorts';
import { registryDomains, registryTlds } from '@server/db/schema/infra-registry';
import { statusesFor } from '@server/infra/registry';
import { allPages } from '@server/test/all-pages';
import { startApi, type TestApi } from '@server/test/harness';
import { expectSortRefusals, expectedOrder } from '@server/test/sort-checks';

type Key = string | number;
interface Fixture {
  id: number;
  name: string;
  dropsInHours: number;
  cents: number;
}

let api: TestApi;
let token: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// The fixtures' names all hold "hamn" (no seeded dropping name does), so `q` lists only them. They differ
// in their first letter, so any collation orders them alike; numbered in name order, so expectedOrder's
// ties by id are the listing's ties by name. Ties in the drop moment and in the price beside distinct values.
const CENTS = { se: 4900, nu: 5900, com: 5900, io: 9900 } as const;
const fixtures: Fixture[] = [
  ['almhamn.se', 30],
  ['bjornhamn.nu', 30],
  ['djuphamn.io', 10],
  ['eksjohamn.se', 50],
  ['furuhamn.com', 10],
  ['grisslehamn.nu', 70],
].map(([name, dropsInHours], id) => ({
  id,
  name: name as string,
  dropsInHours: dropsInHours as number,
  cents: CENTS[(name as string).split('.')[1] as keyof typeof CENTS],
}));

beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:domains']);
  const now = api.clock.now().getTime();
  // Snapback prices differ by TLD here (the demo gives every TLD the same one).
  for (const [tld, cents] of Object.entries(CENTS))
    await api.db.update(registryTlds).set({ snapbackCents: cents }).where(eq(registryTlds.tld, tld));
  await api.db.insert(registryDomains).values(
    fixtures.map((f) => ({
      name: f.name,
      tld: f.name.split('.')[1]!,
      registrar: 'Binero AB',
      statuses: statusesFor('pending_delete', false),
      createdAt: new Date(now - 900 * DAY),
      updatedAt: new Date(now),
      expiresAt: new Date(now - 60 * DAY),
      dropsAt: new Date(now + f.dropsInHours * HOUR),
      authCode: 'Hamn-Fix1-x',
      registrant: { name: 'Redacted', organization: null, orgNumber: null, country: 'SE' },
    })),
  );
});
afterAll(() => api.close());

interface Row {
  domain: string;
  price: { amount: number };
}
const list = (sort?: string) =>
  allPages<Row>(api, '/snapback/domains', token, { q: 'hamn', ...(sort ? { sort } : {}) });
const all = (sort?: string) => list(sort).then((rows) => rows.map((r) => r.domain));

/** The fixtures by `key`, ties by name, ascending or wholly reversed. */
const expected = (key: (f: Fixture) => Key, desc: boolean) => expectedOrder(fixtures, key, desc).map((f) => f.name);

const columns: Record<string, (f: Fixture) => Key> = {
  drops: (f) => f.dropsInHours,
  domain: (f) => f.name,
  price: (f) => f.cents,
};

describe('GET /snapback/domains?sort', () => {
  it('without sort answers soonest drop first, as before, with the plain cursors it always had', async () => {
    const rows = await all();
    expect(rows).toEqual(expected(columns.drops!, false));
    expect(await all('drops')).toEqual(rows);
    const first = await api.call('GET', '/snapback/domains', { token, query: { q: 'hamn', limit: 2 } });
    const cursor = JSON.parse(Buffer.from(first.body.nextCursor, 'base64url').toString('utf8'));
    // The release moment and the name of the last row: no sort named in it.
    expect(cursor).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT/), rows[1]]);
  });

  for (const [column, key] of Object.entries(columns)) {
    it(`sorts by ${column} both ways without skips or repeats, ties by name`, async () => {
      const values = fixtures.map(key);
      // The fixture can fail the test: some values tie, and not all are equal.
      if (column !== 'domain') expect(new Set(values).size).toBeLessThan(values.length);
      expect(new Set(values).size).toBeGreaterThan(1);
      expect(await all(column)).toEqual(expected(key, false));
      expect(await all(`-${column}`)).toEqual(expected(key, true));
    });
  }

  it('sorts by the price shown: the TLD price with VAT', async () => {
    const amounts = (await list('-price')).map((r) => r.price.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(new Set(amounts).size).toBe(3);
  });

  it('sorts within the filters', async () => {
    const r = await allPages<Row>(api, '/snapback/domains', token, { q: 'hamn', tld: 'se', sort: '-drops' });
    expect(r.map((d) => d.domain)).toEqual(['eksjohamn.se', 'almhamn.se']);
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await expectSortRefusals(api, '/snapback/domains', {
      token,
      columns: SNAPBACK_DROP_SORTS,
      query: { q: 'hamn' },
      plainDefault: 'drops',
      switches: [
        ['price', '-price'],
        ['drops', 'domain'],
        ['-drops', 'drops'],
        ['domain', 'price'],
      ],
    });
  });
});
