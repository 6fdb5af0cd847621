// Sorting the zone list (`sort`, ADR 035: `domain`, the default, `records` and `updated`): every order
// pages two at a time without skips or repeats, equal values go by creation order (the id), a cursor
// of one order is refused by another, and a forged cursor is a 400, never a failed query.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSortRefusals } from '@server/test/sort-checks';
import { DNS_ZONE_SORTS } from '@contract/list-sorts';
import { dnsRecords, dnsZones } from '@server/db/schema/dns';
import { allPages } from '@server/test/all-pages';
import { api, startRecordsApi, token } from './records-test-api';

startRecordsApi();

interface Zone {
  domain: string;
  recordCount: number;
  updatedAt: string;
}

/** Zone ids by domain: the creation order that breaks ties. */
const ids = new Map<string, number>();

beforeAll(async () => {
  const demo = await api.accountId('demo@example.com');
  const at = (minutes: number) => new Date(api.clock.now().getTime() - minutes * 60_000);
  // Two empty zones changed at the same moment (a tie in both orders), and one of three records.
  const zones = await api.db
    .insert(dnsZones)
    .values(
      [
        ['sort-tie-b.example', at(90)],
        ['sort-tie-a.example', at(90)],
        ['sort-three.example', at(5)],
      ].map(([domain, updatedAt]) => ({
        accountId: demo,
        domain: domain as string,
        serial: 2026010101,
        createdAt: updatedAt as Date,
        updatedAt: updatedAt as Date,
      })),
    )
    .returning();
  const three = zones.find((z) => z.domain === 'sort-three.example')!;
  await api.db
    .insert(dnsRecords)
    .values(['a', 'b', 'c'].map((name) => ({ zoneId: three.id, name, type: 'A', ttl: 3600, value: '192.0.2.1' })));
  for (const z of await api.db.select().from(dnsZones)) ids.set(z.domain, z.id);
});

const all = (query: Record<string, string | number> = {}) => allPages<Zone>(api, '/dns/zones', token, query);
const list = (query: Record<string, string | number>) => api.call('GET', '/dns/zones', { token, query });
const domains = (rows: Zone[]) => rows.map((z) => z.domain);

/** `rows` as the listing should order them by `key`: equal keys by id, both the asked way. */
function expected(rows: Zone[], key: (z: Zone) => string | number, direction: 1 | -1) {
  return domains(
    [...rows].sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      const c = ka < kb ? -1 : ka > kb ? 1 : ids.get(a.domain)! - ids.get(b.domain)!;
      return direction * c;
    }),
  );
}

describe('GET /dns/zones?sort', () => {
  it('without sort answers by domain, as before; -domain is the reverse', async () => {
    const rows = await all();
    expect(rows).toHaveLength(10);
    expect(domains(rows)).toEqual([...domains(rows)].sort());
    expect(domains(await all({ sort: 'domain' }))).toEqual(domains(rows));
    expect(domains(await all({ sort: '-domain' }))).toEqual(domains(rows).reverse());
  });

  it('sorts by record count and by the last change both ways, without skips or repeats', async () => {
    const every = await all();
    const counts = new Set(every.map((z) => z.recordCount));
    const times = new Set(every.map((z) => z.updatedAt));
    // The fixture has both ties and distinct values in each column, so a wrong order shows.
    expect(counts.size).toBeGreaterThan(2);
    expect(counts.size).toBeLessThan(every.length);
    expect(times.size).toBeGreaterThan(2);
    expect(times.size).toBeLessThan(every.length);
    const keys = { records: (z: Zone) => z.recordCount, updated: (z: Zone) => z.updatedAt };
    for (const [column, key] of Object.entries(keys)) {
      for (const [sort, direction] of [
        [column, 1],
        [`-${column}`, -1],
      ] as const) {
        const rows = await all({ sort });
        expect(domains(rows), sort).toEqual(expected(every, key, direction));
      }
    }
    const fewest = domains(await all({ sort: 'records' }));
    expect(fewest.slice(0, 2)).toEqual(['sort-tie-b.example', 'sort-tie-a.example']);
  });

  it('sorts within the search', async () => {
    const rows = await all({ q: 'sort-', sort: '-records' });
    expect(domains(rows)).toEqual(['sort-three.example', 'sort-tie-a.example', 'sort-tie-b.example']);
  });

  it('refuses an unknown sort naming the choices, a cursor issued under another sort, and a forged one', async () => {
    await expectSortRefusals(api, '/dns/zones', {
      token,
      columns: DNS_ZONE_SORTS,
      switches: [
        ['records', '-records'],
        ['domain', 'updated'],
        ['-updated', 'domain'],
      ],
    });
    const forged = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const [sort, key] of [
      ['records', ['records', 'many', 1]],
      ['-records', ['-records', 3, 2 ** 40]],
      ['updated', ['updated', 'yesterday', 1]],
      ['domain', ['domain', 'a.example']],
    ] as const) {
      const r = await list({ sort, cursor: forged([...key]) });
      expect([r.status, r.body.code], JSON.stringify(key)).toEqual([400, 'invalid_request']);
    }
  });
});
