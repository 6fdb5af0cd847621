// Sorting the registrar domains (`sort`, ADR 035) and exporting them as CSV: every order pages without
// skips or repeats (a name with no dates yet included), a cursor of one order is refused by another,
// and the export holds the whole filtered, sorted list, only the account's own, names as the screen
// shows them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '@server/core/pagination';
import { domains } from '@server/db/schema/domains';
import { OUR_REGISTRAR, PROVIDER_NAMESERVERS } from '@server/infra/registry';
import { startApi, type TestApi } from '@server/test/harness';
import { accountContact, provisionRegistrarDomain } from './provision';
import { allPages } from '@server/test/all-pages';
import { expectSortRefusals, exportedCsv } from '@server/test/sort-checks';
import { DOMAIN_SORTS } from '@contract/list-sorts';

let api: TestApi;
let reader: string;

interface Row {
  id: number;
  domain: string;
  status: string;
  registeredAt: string | null;
  expiresAt: string | null;
}

/** Register `name` for the demo account the way a completed order leaves it. */
async function register(name: string) {
  const now = api.clock.now();
  const accountId = await api.accountId('demo@example.com');
  await api.db.transaction(async (tx) => {
    const nameservers = [...PROVIDER_NAMESERVERS];
    const registrant = await accountContact(tx, accountId);
    const reg = await api.deps.infra.registry.create(tx, {
      name,
      years: 1,
      registrar: OUR_REGISTRAR,
      nameservers,
      registrant,
      now,
    });
    await provisionRegistrarDomain(tx, {
      accountId,
      name: reg.name,
      registeredAt: now,
      expiresAt: reg.expiresAt,
      nameservers,
      autoRenew: true,
      renewalCents: 1200,
      now,
    });
  });
}

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:domains']);
  await register('xn--bcher-kva.se'); // bücher.se
  // A name still being registered has no dates yet: the date orders must still list it, once.
  await register('pending-nordlight.se');
  await api.db
    .update(domains)
    .set({ status: 'pending_registration', registeredAt: null, expiresAt: null })
    .where(eq(domains.name, 'pending-nordlight.se'));
});
afterAll(() => api.close());

const all = (query: Record<string, string | number>) => allPages<Row>(api, '/domains', reader, query);

// A name with no date yet sorts as if its date were at the end of time.
const END = '9999';
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('GET /domains?sort', () => {
  it('sorts by each column both ways, paging two at a time without skips or repeats', async () => {
    const byName = await all({});
    expect(byName.length).toBeGreaterThanOrEqual(8);
    expect(byName.map((r) => r.domain)).toContain('pending-nordlight.se');
    const ids = byName.map((r) => r.id).sort((a, b) => a - b);
    const cases: [string, (r: Row) => string][] = [
      ['name', (r) => r.domain],
      ['expires', (r) => r.expiresAt ?? END],
      ['registered', (r) => r.registeredAt ?? END],
      ['status', (r) => r.status],
    ];
    for (const [column, key] of cases) {
      for (const sort of [column, `-${column}`]) {
        const rows = await all({ sort });
        expect(
          rows.map((r) => r.id).sort((a, b) => a - b),
          sort,
        ).toEqual(ids);
        const keys = rows.map(key);
        const ordered = [...keys].sort(cmp);
        expect(keys, sort).toEqual(sort.startsWith('-') ? ordered.reverse() : ordered);
        // equal values page by id, the same way
        for (let i = 1; i < rows.length; i++)
          if (keys[i] === keys[i - 1]) expect(rows[i]!.id > rows[i - 1]!.id, sort).toBe(!sort.startsWith('-'));
      }
    }
    // soonest to lapse first: the name not registered yet last
    expect((await all({ sort: 'expires' })).at(-1)!.domain).toBe('pending-nordlight.se');
    // without `sort`, by name as before
    expect(byName.map((r) => r.domain)).toEqual((await all({ sort: 'name' })).map((r) => r.domain));
  });

  it('refuses an unknown sort naming the choices, a cursor of another sort, and a tampered one', async () => {
    await expectSortRefusals(api, '/domains', {
      token: reader,
      columns: DOMAIN_SORTS,
      switches: [
        ['expires', '-expires'],
        ['name', 'status'],
        ['-registered', 'expires'],
      ],
    });
    for (const key of [
      ['expires', 'not a date', 1],
      ['expires', '2026-01-01T00:00:00.000Z', 'x'],
    ]) {
      const r = await api.call('GET', '/domains', {
        token: reader,
        query: { sort: 'expires', cursor: encodeCursor(key) },
      });
      expect([r.status, r.body.code]).toEqual([400, 'invalid_request']);
    }
  });
});

describe('GET /domains/export', () => {
  it('answers the whole filtered, sorted list as CSV, only the account’s own domains', async () => {
    const r = await api.call('GET', '/domains/export', { token: reader, query: { sort: '-expires' } });
    const [header, ...records] = exportedCsv(r, 'domains');
    expect(header).toEqual([
      'Domain',
      'Domain (ASCII)',
      'Status',
      'Registered',
      'Expires',
      'Auto-renew',
      'Transfer lock',
      'Nameservers',
      'DNSSEC',
      'Renewal price',
      'Currency',
    ]);
    const listed = await all({ sort: '-expires' });
    expect(records.map((c) => c[1])).toEqual(listed.map((d) => d.domain));
    const bucher = records.find((c) => c[1] === 'xn--bcher-kva.se')!;
    expect(bucher[0]).toBe('bücher.se');
    const studio = records.find((c) => c[1] === 'nordlight-studio.com')!;
    expect(studio.slice(2)).toEqual([
      'active',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      'yes',
      'yes',
      PROVIDER_NAMESERVERS.join(' '),
      'yes',
      '18.75',
      'EUR',
    ]);
    // .se has no transfer lock: an empty cell; a name not registered yet has no dates
    expect(records.find((c) => c[1] === 'nordlight.se')![6]).toBe('');
    expect(records.find((c) => c[1] === 'pending-nordlight.se')!.slice(2, 5)).toEqual(['pending_registration', '', '']);
    // Maria's names are hers alone
    expect(records.map((c) => c[1])).not.toContain('maria-berg.se');
    const filtered = await api.call('GET', '/domains/export', { token: reader, query: { status: 'redemption' } });
    expect(
      exportedCsv(filtered, 'domains')
        .slice(1)
        .map((c) => c[1]),
    ).toEqual(['nordlight-archive.com', 'nordlight.eu']);
  });

  it('refuses a bad filter with the listing’s problem, not a broken file', async () => {
    const r = await api.call('GET', '/domains/export', { token: reader, query: { expiring_within_days: 0 } });
    expect(r.status).toBe(422);
    expect(r.headers.get('content-type')).toMatch(/problem\+json/);
    expect(r.body.errors[0].path).toBe('expiring_within_days');
  });
});
